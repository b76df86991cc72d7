package dev.grundy.misere.quotient;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A misère quotient saved as a small JSON file: the game, Φ, the multiplication table, P, the
 * periodicity, and a SHA-256 checksum of everything above it, so that a file cut short or edited
 * by hand is noticed and rebuilt rather than believed. Written and read in O(m²) for order m.
 */
public final class QuotientFile {
    private static final String CHECKSUM = "  \"sha256\": \"";
    private static final AtomicLong WRITES = new AtomicLong();

    private QuotientFile() {
    }

    /**
     * @param quotient a quotient
     * @return its text, checksum last
     */
    public static String text(MisereQuotient quotient) {
        BipartiteMonoid monoid = quotient.monoid();
        String table = Arrays.stream(monoid.table()).map(QuotientFile::array).collect(Collectors.joining(", ", "[", "]"));
        MiserePeriodicity periodicity = quotient.periodicity();
        String body = "{\n"
                + "  \"game\": \"" + quotient.game().replace("\\", "\\\\").replace("\"", "\\\"") + "\",\n"
                + "  \"lastHeap\": " + quotient.lastHeap() + ",\n"
                + "  \"preperiod\": " + (periodicity == null ? -1 : periodicity.preperiod()) + ",\n"
                + "  \"period\": " + (periodicity == null ? -1 : periodicity.period()) + ",\n"
                + "  \"phi\": " + array(quotient.phi()) + ",\n"
                + "  \"generatorHeaps\": " + array(quotient.generatorHeaps()) + ",\n"
                + "  \"pPortion\": " + array(monoid.pPortion().stream().mapToInt(Integer::intValue).toArray()) + ",\n"
                + "  \"table\": " + table + ",\n";
        return body + CHECKSUM + sha256(body) + "\"\n}\n";
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
        if (!sha256(body).equals(sum) || !body.contains("\"game\": \"" + game.replace("\\", "\\\\").replace("\"", "\\\"") + "\",")) {
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

    private static String array(int[] values) {
        return Arrays.stream(values).mapToObj(Integer::toString).collect(Collectors.joining(", ", "[", "]"));
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException("every Java has SHA-256", impossible);
        }
    }
}
