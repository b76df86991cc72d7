package dev.grundy.heap;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Sequence files as the first format wrote them, before checksums: to check they are still read. */
final class FirstFormat {
    private FirstFormat() {
    }

    /**
     * @param game the game's name
     * @param width bytes per value
     * @param values the values
     * @return the file's bytes: "GRUNDYSQ", version 1, the name, the count, the width, the values
     */
    static byte[] bytes(String game, int width, int... values) {
        try {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            DataOutputStream out = new DataOutputStream(bytes);
            out.write("GRUNDYSQ".getBytes(StandardCharsets.US_ASCII));
            out.writeByte(1);
            out.writeUTF(game);
            out.writeInt(values.length);
            out.writeByte(width);
            for (int value : values) {
                switch (width) {
                    case 1 -> out.writeByte(value);
                    case 2 -> out.writeShort(value);
                    default -> out.writeInt(value);
                }
            }
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
