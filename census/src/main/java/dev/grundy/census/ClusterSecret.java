package dev.grundy.census;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * The secret the members of one census share: 32 random bytes, written as 64 hex digits. The
 * open-source Hazelcast authenticates no member, so the census does it itself with HMAC-SHA256
 * (RFC 2104) under this key: the cluster's name is derived from it, so that a member without it
 * does not even find the cluster, and every task and every row carries a signature under it, so
 * that one that joined anyway (having overheard the name, which travels in clear) can neither
 * have a game computed nor hand back a row that is kept.
 */
final class ClusterSecret {
    /** The secret's length in bytes. */
    static final int BYTES = 32;
    /** A secret file holds at most this much: one line of 64 hex digits and some blanks. */
    private static final int MOST_FILE_BYTES = 1024;
    private static final Pattern HEX = Pattern.compile("[0-9a-fA-F]{" + 2 * BYTES + "}");

    private final byte[] key;

    private ClusterSecret(byte[] key) {
        this.key = key;
    }

    /** @return a new secret from the system's strong random source */
    static ClusterSecret random() {
        byte[] key = new byte[BYTES];
        new SecureRandom().nextBytes(key);
        return new ClusterSecret(key);
    }

    /**
     * @param hex 64 hex digits
     * @return the secret they write
     * @throws CensusInputException if they are not 64 hex digits
     */
    static ClusterSecret of(String hex) {
        String digits = hex.strip();
        if (!HEX.matcher(digits).matches()) {
            throw new CensusInputException("error.secret");
        }
        return new ClusterSecret(HexFormat.of().parseHex(digits));
    }

    /**
     * @param file a file holding the secret as 64 hex digits
     * @return the secret
     * @throws CensusInputException if the file cannot be read or holds something else (its content is never told)
     */
    static ClusterSecret read(Path file) {
        String content = BoundedFile.read(file, MOST_FILE_BYTES);
        if (!HEX.matcher(content.strip()).matches()) {
            throw new CensusInputException("error.secretFile", file, 2 * BYTES);
        }
        return of(content);
    }

    /** @return the secret as 64 hex digits, for the workers' secret file */
    String hex() {
        return HexFormat.of().formatHex(key);
    }

    /**
     * @param label what the person calls the cluster (--cluster-name)
     * @return the cluster name the members use: the label and 128 bits of the secret's HMAC, so
     *     that members with another secret are refused at the join
     */
    String clusterName(String label) {
        return label + "-" + sign("grundy census cluster name").substring(0, 32);
    }

    /** @return HMAC-SHA256 of the message under the secret, hex */
    String sign(String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(message.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java 17", e);
        }
    }

    /** @return whether the signature is the message's under this secret, compared in constant time */
    boolean verifies(String message, String signature) {
        return signature != null && MessageDigest.isEqual(sign(message).getBytes(StandardCharsets.US_ASCII),
                signature.getBytes(StandardCharsets.US_ASCII));
    }
}
