package dev.grundy.misere.quotient;

import dev.grundy.budget.SearchBudget;
import dev.grundy.heap.SubtractionGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A saved quotient is written beside its file under a name of its own, then moved in place. */
class QuotientFileTest {

    @Test
    void aLinkPlacedUnderThePartialFilesNameIsNotFollowed(@TempDir Path folder) throws IOException {
        MisereQuotient quotient = new QuotientBuilder(HeapRules.of(SubtractionGame.of(1, 2)), 100)
                .build(100, true, SearchBudget.of(5_000_000)).quotient();
        Path victim = Files.writeString(folder.resolve("victim.txt"), "keep me");
        Path file = folder.resolve("subtract.json");
        // Every name this process could give its partial file for the next writes: pid and a count.
        long pid = ProcessHandle.current().pid();
        for (int count = 1; count <= 2_000; count++) {
            Files.createSymbolicLink(folder.resolve("subtract.json." + pid + "-" + count + ".part"), victim);
        }

        QuotientFile.write(quotient, file);

        assertThat(Files.readString(victim)).isEqualTo("keep me");
        assertThat(QuotientFile.read(file, "subtract:1,2").order()).isEqualTo(quotient.order());
    }
}
