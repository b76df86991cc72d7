package dev.grundy.misere.quotient;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;

/**
 * A misère quotient saved as a small JSON file: the game, Φ, the multiplication table, P, the
 * periodicity, and a CRC-32 of everything above it, so that a file cut short or edited by hand is
 * noticed and rebuilt rather than believed (a check against accidents, as a SHA-256 was before it:
 * neither stops someone who rewrites the sum too; CRC-32 costs a command's start nothing, where
 * SHA-256's first use took tens of milliseconds). Written and read in O(m²) for order m.
 */
public final class QuotientFile {
    private static final String CHECKSUM = "  \"crc32\": \"";
    private static final AtomicLong WRITES = new AtomicLong();

    private QuotientFile() {
    }

    /**
     * @param quotient a quotient
     * @return its text, checksum last
     */
    public static String text(MisereQuotient quotient) {
        BipartiteMonoid monoid = quotient.monoid();
        MiserePeriodicity periodicity = quotient.periodicity();
        int[] pPortion = new int[monoid.order()];
        int inP = 0;
        for (int x = 0; x < monoid.order(); x++) {
            if (monoid.isP(x)) {
                pPortion[inP++] = x;
            }
        }
        StringBuilder body = new StringBuilder("{\n");
        body.append("  \"game\": \"").append(quotient.game().replace("\\", "\\\\").replace("\"", "\\\"")).append("\",\n");
        body.append("  \"lastHeap\": ").append(quotient.lastHeap()).append(",\n");
        body.append("  \"preperiod\": ").append(periodicity == null ? -1 : periodicity.preperiod()).append(",\n");
        body.append("  \"period\": ").append(periodicity == null ? -1 : periodicity.period()).append(",\n");
        array(body.append("  \"phi\": "), quotient.phi(), quotient.phi().length).append(",\n");
        array(body.append("  \"generatorHeaps\": "), quotient.generatorHeaps(), quotient.generatorHeaps().length).append(",\n");
        array(body.append("  \"pPortion\": "), pPortion, inP).append(",\n");
        body.append("  \"table\": [");
        for (int x = 0; x < monoid.order(); x++) {
            array(body.append(x == 0 ? "" : ", "), monoid.row(x), monoid.order());
        }
        body.append("],\n");
        String text = body.toString();
        return text + CHECKSUM + checksum(text) + "\"\n}\n";
    }

    /**
     * @param quotient a quotient
     * @param file where to save it; its folder is made if missing
     * @throws IOException if it cannot be written
     */
    public static void write(MisereQuotient quotient, Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        // A file of its own per writer (the process and its count of writes): two processes, or two server
        // requests, saving at once never mix their texts. Not Files.createTempFile: its SecureRandom costs a
        // command's start tens of milliseconds. A file of that name can only be left by a dead process, so it is
        // removed; the new one is created afresh, never through a link someone placed under that name.
        Path partial = folder.resolve(file.getFileName() + "." + ProcessHandle.current().pid() + "-" + WRITES.incrementAndGet() + ".part");
        Files.deleteIfExists(partial);
        try {
            Files.writeString(partial, text(quotient), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            Files.move(partial, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /**
     * @param file a saved quotient
     * @param game the game it must be of
     * @return the quotient, or null when the file is missing, of another game, or corrupt
     */
    public static MisereQuotient read(Path file, String game) {
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), game);
        } catch (IOException | RuntimeException unreadable) {
            return null;
        }
    }

    /**
     * @param text a saved quotient
     * @param game the game it must be of
     * @return the quotient, or null when the text is of another game or corrupt
     */
    static MisereQuotient parse(String text, String game) {
        int checksumAt = text.indexOf(CHECKSUM);
        if (checksumAt < 0) {
            return null;
        }
        String body = text.substring(0, checksumAt);
        String sum = text.substring(checksumAt + CHECKSUM.length()).split("\"", 2)[0];
        if (!checksum(body).equals(sum) || !body.contains("\"game\": \"" + game.replace("\\", "\\\\").replace("\"", "\\\"") + "\",")) {
            return null;
        }
        int[] phi = ints(field(body, "phi"));
        int[] pPortion = ints(field(body, "pPortion"));
        String[] rows = field(body, "table").replaceAll("^\\[|\\]$", "").split("\\],\\s*\\[");
        int[][] table = Arrays.stream(rows).map(QuotientFile::ints).toArray(int[][]::new);
        boolean[] inP = new boolean[table.length];
        Arrays.stream(pPortion).forEach(x -> inP[x] = true);
        int preperiod = Integer.parseInt(field(body, "preperiod"));
        int period = Integer.parseInt(field(body, "period"));
        return new MisereQuotient(game, new BipartiteMonoid(table, inP), phi, ints(field(body, "generatorHeaps")),
                period > 0 ? new MiserePeriodicity(preperiod, period) : null);
    }

    private static String field(String body, String name) {
        Matcher matcher = Pattern.compile("\"" + name + "\": (.*),\\n").matcher(body);
        if (!matcher.find()) {
            throw new IllegalArgumentException("no " + name);
        }
        return matcher.group(1);
    }

    private static int[] ints(String list) {
        String inside = list.replaceAll("[\\[\\]\\s]", "");
        return inside.isEmpty() ? new int[0] : Arrays.stream(inside.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    /** Appends the first {@code count} values as a JSON array. */
    private static StringBuilder array(StringBuilder text, int[] values, int count) {
        text.append('[');
        for (int i = 0; i < count; i++) {
            text.append(i == 0 ? "" : ", ").append(values[i]);
        }
        return text.append(']');
    }

    private static String checksum(String text) {
        CRC32 crc = new CRC32();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return Long.toHexString(crc.getValue());
    }
}
