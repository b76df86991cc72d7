package dev.grundy.cli;

import dev.grundy.cli.console.HelpLanguage;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Under {@code --lang zh} every command's help is Chinese: its description, every option and
 * parameter, its footer (whose example commands stay those of the English help); the English
 * help does not change with the system's language.
 */
class HelpInChineseTest {
    private static final Pattern EXAMPLE = Pattern.compile(" {2}(?:printf '[^']*' \\| )?(?:\\./)?grundy .+");

    @Test
    void everyOptionParameterAndLineOfEveryCommandIsTranslated() {
        CommandLine english = Cli.everyCommand();
        CommandLine chinese = Cli.everyCommand();
        HelpLanguage.apply(chinese, Locale.SIMPLIFIED_CHINESE);
        List<String> untranslated = new ArrayList<>();
        for (String name : commandNames(english)) {
            CommandSpec en = spec(english, name);
            CommandSpec zh = spec(chinese, name);
            for (ArgSpec arg : zh.args()) {
                String text = String.join(" ", arg.description());
                if (!chinese(text)) {
                    untranslated.add(name + " " + label(arg) + ": " + text);
                }
            }
            checkLines(name + " description", zh.usageMessage().description(), untranslated);
            checkLines(name + " footer", zh.usageMessage().footer(), untranslated);
            assertThat(examples(zh.usageMessage().footer())).as(name + " examples")
                    .isEqualTo(examples(en.usageMessage().footer()));
        }
        assertThat(untranslated).isEmpty();
    }

    @Test
    void theListOfCommandsIsInChinese() {
        String help = Cli.run("--lang", "zh", "--help").out();
        List<String> rows = help.substring(help.indexOf("命令：")).lines().skip(1).takeWhile(line -> !line.isBlank())
                .filter(line -> line.matches("  \\S.*")).toList();

        assertThat(rows).hasSize(Cli.everyCommand().getSubcommands().size());
        assertThat(rows).allMatch(HelpInChineseTest::chinese);
    }

    @Test
    void helpSolveAndSolveHelpPrintTheChineseHelp() {
        Cli help = Cli.run("--lang", "zh", "help", "solve");
        Cli option = Cli.run("--lang", "zh", "solve", "--help");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).startsWith("用法：").contains("谁赢").contains("示例：").contains("--max-states=N         探索 N 个状态后报错停止");
        assertThat(option.out()).isEqualTo(help.out());
        assertThat(Cli.run("solve", "--lang", "zh", "--help").out()).isEqualTo(help.out());
    }

    @Test
    void theEnglishHelpIsTheSameWhateverTheSystemsLanguage() {
        Locale system = Locale.getDefault();
        try {
            for (String name : commandNames(Cli.everyCommand())) {
                String[] args = name.isEmpty() ? new String[] {"--help"} : new String[] {"help", name};
                Locale.setDefault(Locale.ENGLISH);
                String english = Cli.run(args).out();
                Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
                String[] inEnglish = new String[args.length + 2];
                inEnglish[0] = "--lang";
                inEnglish[1] = "en";
                System.arraycopy(args, 0, inEnglish, 2, args.length);

                assertThat(Cli.run(inEnglish).out()).as(name).isEqualTo(english).contains("Usage: grundy");
                assertThat(chinese(english)).as(name).isFalse();
                assertThat(chinese(Cli.run(args).out())).as(name + " on a Chinese system").isTrue();
            }
        } finally {
            Locale.setDefault(system);
        }
    }

    /** Lines that are neither blank nor an example must be Chinese. */
    private static void checkLines(String what, String[] lines, List<String> untranslated) {
        for (String line : lines) {
            if (!line.isBlank() && !EXAMPLE.matcher(String.format(line)).matches() && !chinese(line)) {
                untranslated.add(what + ": " + line);
            }
        }
    }

    private static List<String> examples(String[] footer) {
        return Arrays.stream(footer).map(String::format).filter(line -> EXAMPLE.matcher(line).matches()).toList();
    }

    /** @return "" for the top command, then the subcommands' names */
    private static List<String> commandNames(CommandLine top) {
        List<String> names = new ArrayList<>(List.of(""));
        names.addAll(top.getSubcommands().keySet());
        return names;
    }

    private static CommandSpec spec(CommandLine top, String name) {
        return (name.isEmpty() ? top : top.getSubcommands().get(name)).getCommandSpec();
    }

    private static String label(ArgSpec arg) {
        return arg instanceof CommandLine.Model.OptionSpec option ? option.longestName() : arg.paramLabel();
    }

    private static boolean chinese(String text) {
        return text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
    }
}
