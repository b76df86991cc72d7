package dev.grundy.census;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a small text file the person names (a list of codes, a secret, a kept row) without trusting
 * its size: at most a given number of bytes are read, so {@code /dev/zero} or a huge file is
 * refused at once instead of filling the memory. What the file holds is never put in a message.
 */
final class BoundedFile {
    private BoundedFile() {
    }

    /**
     * @param file the file
     * @param mostBytes the most it may hold
     * @return its content, UTF-8
     * @throws CensusInputException if it is missing, unreadable, larger, or not UTF-8 text
     */
    static String read(Path file, int mostBytes) {
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new CensusInputException("error.file", file);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(mostBytes + 1);
        } catch (IOException e) {
            throw new CensusInputException("error.file", file);
        }
        if (bytes.length > mostBytes) {
            throw new CensusInputException("error.fileSize", file, mostBytes);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new CensusInputException("error.fileText", file);
        }
    }
}
