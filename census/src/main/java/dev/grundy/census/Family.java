package dev.grundy.census;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.heap.TakeAndBreak;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.zip.CRC32C;

/**
 * The codes a census covers, read from its first argument: a family such as {@code 0.dd} (every
 * code 0.d1d2 with octal digits; fixed digits may stand among the d's, {@code 0.1dd}), a comma list
 * of codes, or {@code @FILE} (codes separated by spaces, commas or lines; {@code #} starts a comment).
 *
 * @param name the census's name, for the folder its rows are kept in: the family as written, or
 *     {@code list-}/{@code file-} and a checksum of the codes
 * @param codes the codes in standard form (trailing zeros dropped, as {@link TakeAndBreak#code}), in order, once each
 */
record Family(String name, List<String> codes) {
    /** At most this many d's: 8^4 = 4,096 codes. */
    static final int MOST_WILDCARDS = 4;

    /** A file of codes holds at most this many bytes (a census of every 4.dddd code is 40 KB). */
    static final int MOST_FILE_BYTES = 1 << 20;
    /** And at most this many codes. */
    static final int MOST_FILE_CODES = 100_000;

    private static final Pattern FAMILY = Pattern.compile("[0-9A-Fa-f]?\\.[0-7d]*d[0-7d]*");

    /**
     * @param argument what the person wrote
     * @return the family
     * @throws CensusInputException if it is none of the forms, or names a code that is not one
     */
    static Family parse(String argument) {
        String text = argument.strip();
        if (text.startsWith("@")) {
            return fromFile(Path.of(text.substring(1)));
        }
        if (FAMILY.matcher(text).matches()) {
            return expand(text);
        }
        return new Family(null, codes(List.of(text.split(",")), text)).named("list-");
    }

    private static Family fromFile(Path file) {
        List<String> words = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        String[] content = BoundedFile.read(file, MOST_FILE_BYTES).split("\\R", -1);
        for (int n = 0; n < content.length; n++) {
            String line = content[n];
            int comment = line.indexOf('#');
            for (String word : (comment < 0 ? line : line.substring(0, comment)).split("[\\s,]+")) {
                if (!word.isBlank()) {
                    words.add(word);
                    lines.add(n + 1);
                }
            }
        }
        if (words.isEmpty()) {
            throw new CensusInputException("error.emptyFile", file);
        }
        if (words.size() > MOST_FILE_CODES) {
            throw new CensusInputException("error.fileCodes", file, MOST_FILE_CODES);
        }
        Set<String> codes = new LinkedHashSet<>();
        for (int i = 0; i < words.size(); i++) {
            try {
                codes.add(TakeAndBreak.parse(words.get(i), "octal").code());
            } catch (InvalidPositionException e) {
                // The line's number, never its content: the file may be one that was not meant to be shown.
                throw new CensusInputException("error.fileCode", file, lines.get(i));
            }
        }
        return new Family(null, List.copyOf(codes)).named("file-");
    }

    private static Family expand(String pattern) {
        long wildcards = pattern.chars().filter(c -> c == 'd').count();
        if (wildcards > MOST_WILDCARDS) {
            throw new CensusInputException("error.family", pattern, MOST_WILDCARDS);
        }
        List<String> raw = new ArrayList<>();
        int count = 1 << (3 * wildcards);
        for (int i = 0; i < count; i++) {
            StringBuilder code = new StringBuilder();
            int rest = i;
            int shift = 3 * ((int) wildcards - 1);
            for (char c : pattern.toCharArray()) {
                if (c == 'd') {
                    code.append((rest >> shift) & 7);
                    shift -= 3;
                } else {
                    code.append(c);
                }
            }
            raw.add(code.toString());
        }
        return new Family(pattern.toLowerCase(Locale.ROOT), codes(raw, pattern));
    }

    private static List<String> codes(List<String> raw, String argument) {
        Set<String> codes = new LinkedHashSet<>();
        for (String code : raw) {
            try {
                codes.add(TakeAndBreak.parse(code.strip(), "octal").code());
            } catch (InvalidPositionException e) {
                throw new CensusInputException(raw.size() == 1 && !argument.contains(",") ? "error.codesOrFamily" : "error.code",
                        code.strip(), argument);
            }
        }
        return List.copyOf(codes);
    }

    private Family named(String prefix) {
        CRC32C crc = new CRC32C();
        codes.stream().sorted().forEach(code -> crc.update((code + "\n").getBytes(StandardCharsets.UTF_8)));
        return new Family(prefix + String.format("%08x", crc.getValue()), codes);
    }
}
