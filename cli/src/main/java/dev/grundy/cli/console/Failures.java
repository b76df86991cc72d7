package dev.grundy.cli.console;

import dev.grundy.text.Excerpt;
import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;
import dev.grundy.budget.StateLimitException;
import dev.grundy.language.EditDistance;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.Supplier;

/**
 * Turns every failure into one line on stderr, in the chosen language: bad input and exhausted
 * limits exit 2, anything else is a bug in Grundy and exits 1. A stack trace is shown only with
 * GRUNDY_DEBUG=1. Picocli's own words for a bad command line ("is not an int", "Unmatched
 * argument") are told again as what is wrong and what to do.
 */
public final class Failures implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    public static final int BAD_INPUT = 2;
    static final int BUG = 1;

    private static final Set<Class<?>> WHOLE_NUMBERS = Set.of(int.class, Integer.class, long.class, Long.class,
            short.class, Short.class, BigInteger.class);
    private static final Set<Class<?>> NUMBERS = Set.of(double.class, Double.class, float.class, Float.class);

    private final Console console;
    private final Supplier<Locale> locale;

    public Failures(Console console, Supplier<Locale> locale) {
        this.console = console;
        this.locale = locale;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        Locale language = locale.get();
        String command = e.getCommandLine().getCommandSpec().qualifiedName();
        Object what = explain(e, language);
        console.err().println(CliText.of("error.usage", command, what).in(language));
        return BAD_INPUT;
    }

    /**
     * @return what is wrong with the command line: a phrase, or picocli's message where it is
     *     clear; what the person typed is quoted as an {@link Excerpt}
     */
    private static Object explain(CommandLine.ParameterException e, Locale language) {
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            return unmatched(unmatched, language);
        }
        if (e instanceof CommandLine.MissingParameterException missing && !missing.getMissing().isEmpty()) {
            return CliText.of("usage.missing", written(missing.getMissing().get(0)));
        }
        ArgSpec arg = e.getArgSpec();
        boolean unconverted = e.getCause() instanceof CommandLine.TypeConversionException
                || e.getCause() instanceof NumberFormatException;
        if (unconverted && arg != null && e.getValue() != null) {
            Class<?> type = arg.type();
            String name = name(arg);
            if (WHOLE_NUMBERS.contains(type)) {
                String largest = largest(type, e.getValue());
                return largest != null ? CliText.of("usage.tooLarge", name, largest, Excerpt.of(e.getValue()))
                        : CliText.of("usage.wholeNumber", name, Excerpt.of(e.getValue()));
            }
            if (NUMBERS.contains(type)) {
                return CliText.of("usage.number", name, Excerpt.of(e.getValue()));
            }
            if (type.isEnum()) {
                List<String> values = new ArrayList<>();
                for (Object constant : type.getEnumConstants()) {
                    values.add(constant.toString().toLowerCase(Locale.ROOT));
                }
                return CliText.of("usage.oneOf", name, list(values, language), Excerpt.of(e.getValue()));
            }
        }
        return Excerpt.of(String.valueOf(e.getMessage()));
    }

    /** @return the largest number of the type, when the value is a whole number too large for it; else null */
    private static String largest(Class<?> type, String value) {
        if (!value.matches("[+-]?[0-9]{1,1000}") || type == BigInteger.class) {
            return null;
        }
        BigInteger most = BigInteger.valueOf(type == long.class || type == Long.class ? Long.MAX_VALUE
                : type == short.class || type == Short.class ? Short.MAX_VALUE : Integer.MAX_VALUE);
        BigInteger number = new BigInteger(value);
        return number.abs().compareTo(most) > 0 ? String.format(Locale.ROOT, "%,d", most) : null;
    }

    private static Phrase unmatched(CommandLine.UnmatchedArgumentException e, Locale language) {
        String word = Excerpt.of(e.getUnmatched().get(0));
        // Picocli guesses by shared letter pairs, so any word sharing one ("frobnicate", "nimber")
        // gets a guess; like the game names' guess, it is offered only within two edits.
        List<String> suggestions = e.getSuggestions().stream()
                .filter(suggestion -> EditDistance.between(suggestion, e.getUnmatched().get(0)) <= 2).toList();
        Object guess = suggestions.isEmpty() ? "" : CliText.of("usage.didYouMean", suggestions.get(0));
        if (e.isUnknownOption()) {
            return CliText.of("usage.unknownOption", word, guess);
        }
        CommandLine commandLine = e.getCommandLine();
        if (commandLine.getParent() == null && !commandLine.getSubcommands().isEmpty() && !word.startsWith("-")) {
            return CliText.of("usage.unknownCommand", word, guess, list(new ArrayList<>(commandLine.getSubcommands().keySet()), language));
        }
        return CliText.of("usage.unexpected", word);
    }

    /** @return "--to N" for an option, "K" for a positional parameter */
    private static String written(ArgSpec arg) {
        return arg instanceof OptionSpec option ? option.longestName() + (option.typeInfo().isBoolean() ? "" : " " + option.paramLabel())
                : arg.paramLabel();
    }

    private static String name(ArgSpec arg) {
        return arg instanceof OptionSpec option ? option.longestName() : arg.paramLabel();
    }

    private static String list(List<String> words, Locale language) {
        return String.join(CliText.of("usage.separator").in(language), words);
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        if (System.getenv("GRUNDY_DEBUG") != null) {
            e.printStackTrace(console.err());
        }
        Locale language = locale.get();
        if (e instanceof StateLimitException limit) {
            console.err().println(CliText.of("error.stateLimit", limit.phrase()).in(language));
            return BAD_INPUT;
        }
        if (e instanceof GrundyException problem) {
            console.err().println(CliText.of("error", problem.phrase()).in(language));
            return BAD_INPUT;
        }
        if (e instanceof CancellationException) {
            console.err().println(CliText.of("error.interrupted").in(language));
            return BAD_INPUT;
        }
        console.err().println(CliText.of("error.bug", String.valueOf(e)).excerpted().in(language));
        return BUG;
    }
}
