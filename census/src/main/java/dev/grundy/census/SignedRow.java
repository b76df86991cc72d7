package dev.grundy.census;

import java.io.Serial;
import java.io.Serializable;

/**
 * A row as a member hands it back: with HMAC-SHA256 under the census's secret of the task's nonce
 * and the row, so that the coordinator keeps no row a stranger made up, nor one answering another task.
 *
 * @param row the row
 * @param signature the signature, hex
 */
record SignedRow(GameRow row, String signature) implements Serializable {
    @Serial
    private static final long serialVersionUID = 1L;

    /** @return the row signed as the answer to the task */
    static SignedRow of(CensusTask task, GameRow row, ClusterSecret secret) {
        return new SignedRow(row, secret.sign(message(task, row)));
    }

    /** @return whether this is a row of the task's game to its N, signed with the secret as the answer to it */
    boolean answers(CensusTask task, ClusterSecret secret) {
        return row != null && row.code().equals(task.code()) && row.to() == task.to() && secret.verifies(message(task, row), signature);
    }

    private static String message(CensusTask task, GameRow row) {
        return "row\n" + task.nonce() + "\n" + row.json();
    }
}
