package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Messages that say what is wrong and what to do, in both languages, where picocli or Java would
 * speak their own jargon ("is not an int", "Unmatched argument", "Input length = 1").
 */
class ClearMessagesTest {
    @TempDir
    Path folder;

    @ParameterizedTest(name = "grundy {0}")
    @CsvSource(delimiter = '|', value = {
        "sequence subtract:1,3,4 --to 1000000000000 | grundy sequence: --to must be between 0 and 2147483630, got 1000000000000 (see 'grundy sequence --help')"
                + "| grundy sequence: --to 必须在 0 到 2147483630 之间，实际为 1000000000000（参见 'grundy sequence --help'）",
        "sequence kayles --to ten | grundy sequence: --to must be a whole number, got 'ten' (see 'grundy sequence --help')"
                + "| grundy sequence: --to 必须是整数，实际为 'ten'（参见 'grundy sequence --help'）",
        "sequence kayles --to 10 --checkpoint-every soon | grundy sequence: --checkpoint-every must be a number, got 'soon' (see 'grundy sequence --help')"
                + "| grundy sequence: --checkpoint-every 必须是数，实际为 'soon'（参见 'grundy sequence --help'）",
        "sequence kayles --to 10 --method fast | grundy sequence: --method must be one of auto, naive, sparse; got 'fast' (see 'grundy sequence --help')"
                + "| grundy sequence: --method 必须是 auto、naive、sparse 之一，实际为 'fast'（参见 'grundy sequence --help'）",
        "frobnicate | grundy: 'frobnicate' is not a command; the commands are solve, moves, sequence, plot, games, wythoff-pair, nimber, table, judge, quotient, census, play, serve, help (see 'grundy --help')"
                + "| grundy: 'frobnicate' 不是命令；命令有 solve、moves、sequence、plot、games、wythoff-pair、nimber、table、judge、quotient、census、play、serve、help（参见 'grundy --help'）",
        "solv nim 3 | grundy: 'solv' is not a command (did you mean 'solve'?); the commands are solve, moves, sequence, plot, games, wythoff-pair, nimber, table, judge, quotient, census, play, serve, help (see 'grundy --help')"
                + "| grundy: 'solv' 不是命令（你是不是想用 'solve'？）；命令有 solve、moves、sequence、plot、games、wythoff-pair、nimber、table、judge、quotient、census、play、serve、help（参见 'grundy --help'）",
        "solve --frobnicate nim 3 | grundy solve: there is no option '--frobnicate' (see 'grundy solve --help')"
                + "| grundy solve: 没有选项 '--frobnicate'（参见 'grundy solve --help'）",
        "solve --jsn nim 3 | grundy solve: there is no option '--jsn' (did you mean '--json'?) (see 'grundy solve --help')"
                + "| grundy solve: 没有选项 '--jsn'（你是不是想用 '--json'？）（参见 'grundy solve --help'）",
        "sequence kayles 12 --to 10 | grundy sequence: '12' is not expected here (see 'grundy sequence --help')"
                + "| grundy sequence: 此处不应有 '12'（参见 'grundy sequence --help'）",
        "sequence kayles | grundy sequence: give --to N (see 'grundy sequence --help')"
                + "| grundy sequence: 缺少 --to N（参见 'grundy sequence --help'）",
    })
    void picocliJargonBecomesWhatIsWrongAndWhatToDo(String args, String english, String chinese) {
        assertOneLine(Cli.run(args.split(" ")), english);
        assertOneLine(Cli.run(("--lang zh " + args).split(" ")), chinese);
    }

    @Test
    void aFileThatCannotBeWrittenSaysWhy() {
        Path nowhere = folder.resolve("nowhere");
        String file = nowhere.resolve("x.seq").toString();

        assertOneLine(Cli.run("sequence", "kayles", "--to", "10", "--binary", file),
                "grundy: cannot write " + file + ": the folder " + nowhere + " does not exist; create it, or write the file elsewhere");
        assertOneLine(Cli.run("--lang", "zh", "sequence", "kayles", "--to", "10", "--binary", file),
                "grundy: 无法写入 " + file + "：文件夹 " + nowhere + " 不存在；请先创建它，或把文件写到别处");
        assertOneLine(Cli.run("plot", "kayles", "--to", "10", "-o", nowhere.resolve("k.png").toString()),
                "grundy: cannot write " + nowhere.resolve("k.png") + ": the folder " + nowhere + " does not exist; create it, or write the file elsewhere");
    }

    @Test
    void aRulesFileThatIsNotUtf8SaysSo() throws Exception {
        Path rules = folder.resolve("Latin.java");
        Files.write(rules, new byte[] {'c', 'l', 'a', 's', 's', ' ', (byte) 0xE9, 't', 'e', ' ', '{', '}'});

        assertOneLine(Cli.run("solve", "--rules", rules.toString(), "3"),
                "grundy: " + rules + ": cannot read it: it is not UTF-8 text; save it as UTF-8");
        assertOneLine(Cli.run("--lang", "zh", "solve", "--rules", rules.toString(), "3"),
                "grundy: " + rules + "：无法读取：它不是 UTF-8 文本；请以 UTF-8 编码保存");
    }

    private static void assertOneLine(Cli run, String message) {
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo(message + "\n");
    }
}
