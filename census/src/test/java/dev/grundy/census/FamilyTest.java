package dev.grundy.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FamilyTest {
    @Test
    void aFamilyIsEveryCodeOfItsDigits() {
        Family family = Family.parse("0.dd");
        assertThat(family.codes()).hasSize(64).contains("0.77", "0.07", "0.7", "0.0").doesNotContain("0.70");
        assertThat(family.name()).isEqualTo("0.dd");
        assertThat(Family.parse("4.1d").codes()).hasSize(8).contains("4.1", "4.17");
        assertThat(Family.parse("0.ddd").codes()).hasSize(512);
    }

    @Test
    void aListDropsTrailingZerosAndRepeats() {
        Family family = Family.parse("0.77, 0.770,0.07");
        assertThat(family.codes()).containsExactly("0.77", "0.07");
        assertThat(family.name()).startsWith("list-").isEqualTo(Family.parse("0.07,0.77").name());
    }

    @Test
    void aFileHoldsCodesAndComments(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("codes.txt");
        Files.writeString(file, "# Kayles and Dawson\n0.77 0.07\n0.137, 0.6\n");
        Family family = Family.parse("@" + file);
        assertThat(family.codes()).containsExactly("0.77", "0.07", "0.137", "0.6");
        assertThat(family.name()).startsWith("file-");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.dx", "0.dddddd", "0.77,0.9z", "kayles", "@/no/such/file", "."})
    void badCodesAreRefused(String argument) {
        assertThatThrownBy(() -> Family.parse(argument)).isInstanceOf(CensusInputException.class);
    }
}
