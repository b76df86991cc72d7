package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;
import dev.grundy.text.IoReason;
import dev.grundy.core.Rules;

import javax.tools.Diagnostic;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Makes {@link Rules} from a Java source file at run time: reads it, compiles it in memory with the
 * JDK's compiler against the classes Grundy runs from (the packaged jar, or Maven's class path),
 * loads it with a class loader of its own, and creates its one public class that implements
 * {@code Rules} through its public constructor without parameters.
 *
 * <p>Every failure is one line naming the file: no such file, a compile error with its line, no
 * class implementing {@code Rules}, no usable constructor, a constructor that throws, and no
 * compiler at all where Java runs without one (a JRE rather than a JDK).
 */
public final class RulesLoader {
    private static final Pattern UNDEFINED_VARIABLE = Pattern.compile("symbol:\\s+variable\\s+([\\w$]+)");

    private final Supplier<JavaCompiler> compilers;

    /** A loader using the system's Java compiler. */
    public RulesLoader() {
        this(ToolProvider::getSystemJavaCompiler);
    }

    /** @param compilers gives the compiler, or null where there is none */
    RulesLoader(Supplier<JavaCompiler> compilers) {
        this.compilers = compilers;
    }

    /**
     * @param file a Java source file holding one public class that implements {@link Rules}
     * @return an instance of that class
     * @throws InvalidPositionException if the file cannot be read, compiled or used, or there is
     *     no compiler
     * @throws dev.grundy.text.GrundyException if the class's constructor throws
     */
    public Rules<?> load(Path file) {
        return load(file, GameParameters.none());
    }

    /**
     * As {@link #load(Path)}, the class made through its public constructor that takes
     * {@link GameParameters} where it has one (and must, when parameters are given).
     *
     * @param file a Java source file holding one public class that implements {@link Rules}
     * @param parameters the parameters of {@code --param}
     * @return an instance of that class
     * @throws InvalidPositionException as {@link #load(Path)}, and when a parameter is given that the
     *     class has no constructor for or does not read, or one it reads is not given
     */
    public Rules<?> load(Path file, GameParameters parameters) {
        String who = file.toString();
        String source = read(file, who);
        Map<String, byte[]> classes = compiler(who).compile(file, who, source);
        ClassLoader loader = new CompiledClassLoader(classes, Rules.class.getClassLoader());
        Rules<?> rules = create(rulesClass(classes, loader, who), who, parameters);
        parameters.checkAllRead(who);
        return rules;
    }

    /**
     * A one-line game: the line is compiled as the body of a {@link OneLineMoves}.
     *
     * @param text the line, e.g. {@code n -> take(n, 1, 3, 4)}
     * @return the game's rules
     * @throws InvalidPositionException if the line is not {@code NAMES -> BODY} or does not
     *     compile (the compiler's message with a caret under the column), or there is no compiler
     */
    public OneLineRules line(String text) {
        return line(text, GameParameters.none());
    }

    /**
     * A one-line game whose line names parameters, each declared as a constant of its class.
     *
     * @param text the line, e.g. {@code n -> take(n, 1, K)}
     * @param parameters the parameters of {@code --param}, each of which the line must name
     * @return the game's rules
     * @throws InvalidPositionException as {@link #line(String)}, and for a parameter the line does
     *     not name or that is named like one of its numbers; a name the line uses that neither it
     *     nor a parameter defines is told in one line naming it, with {@code --param NAME=…}
     */
    public OneLineRules line(String text, GameParameters parameters) {
        OneLineText line = OneLineText.read(text);
        return new OneLineRules(line, (OneLineMoves) create(ParameterizedSource.of(line, parameters, line.names(), true)), parameters);
    }

    /**
     * A one-line game over strings, lists, grids or trees: the line is compiled as the body of a {@link ShapeMoves}.
     *
     * @param text the line, e.g. {@code (String s) -> { for (int i = 0; i < s.length(); i++) move(s.substring(i + 1)); }}
     * @return the game's rules
     * @throws InvalidPositionException if the line is not {@code (TYPE NAME) -> BODY} or does not compile, or there is no
     *     compiler, or it declares a grid game {@code @Symmetric} that is not ({@link GridSymmetry#check})
     */
    public ShapeRules shapes(String text) {
        return shapes(text, GameParameters.none());
    }

    /**
     * As {@link #shapes(String)}, with the parameters of {@code --param} as constants the line names.
     *
     * @param text the line
     * @param parameters the parameters, each of which the line must name
     * @return the game's rules
     * @throws InvalidPositionException as {@link #shapes(String)} and {@link #line(String, GameParameters)}
     */
    public ShapeRules shapes(String text, GameParameters parameters) {
        ShapeLineText line = ShapeLineText.read(text);
        ShapeRules rules = new ShapeRules(line, (ShapeMoves) create(ParameterizedSource.of(line, parameters, List.of(line.name()), true)));
        if (line.symmetric()) {
            GridSymmetry.check(rules);
        }
        return rules;
    }

    /**
     * A conjecture over the positions of a one-line game of a shape: the expression is compiled as the body of a {@link ShapeFormula}.
     *
     * @param text a Java expression of the position, named as the game's line names it
     * @param line the game's line
     * @return the compiled formula
     * @throws InvalidPositionException if it does not compile, or there is no compiler
     */
    public ShapeFormula formula(String text, ShapeLineText line) {
        return formula(text, line, GameParameters.none());
    }

    /**
     * As {@link #formula(String, ShapeLineText)}, with the parameters of {@code --param} as constants it may name.
     *
     * @param text a Java expression of the position and the parameters
     * @param line the game's line
     * @param parameters the parameters
     * @return the compiled formula
     */
    public ShapeFormula formula(String text, ShapeLineText line, GameParameters parameters) {
        return (ShapeFormula) create(ParameterizedSource.of(new ShapeFormulaLine(text, line.kind(), line.name()), parameters,
                List.of(line.name()), false));
    }

    /**
     * A conjectured formula: the expression is compiled as the body of a {@link CompiledFormula}.
     *
     * @param text a Java expression of the numbers {@code n}, or {@code a}, {@code b}, {@code c}
     * @param arity how many numbers a position has
     * @return the compiled formula
     * @throws InvalidPositionException if it does not compile (the compiler's message with a caret
     *     under the column), or there is no compiler
     */
    public CompiledFormula formula(String text, int arity) {
        return formula(text, arity, GameParameters.none());
    }

    /**
     * As {@link #formula(String, int)}, with the parameters of {@code --param} as constants it may name.
     *
     * @param text a Java expression of the numbers and the parameters
     * @param arity how many numbers a position has
     * @param parameters the parameters
     * @return the compiled formula
     */
    public CompiledFormula formula(String text, int arity, GameParameters parameters) {
        FormulaLine formula = new FormulaLine(text, arity);
        return (CompiledFormula) create(ParameterizedSource.of(formula, parameters, formula.names(), false));
    }

    private Object create(OneLineSource line) {
        ConfinedBody.check(line.text(), line.bodyStart());
        Path file = Path.of(line.className() + ".java");
        Map<String, byte[]> classes = compiler(line.text()).compile(file, line.source(), errors -> lineFailure(line, errors));
        ClassLoader loader = new CompiledClassLoader(classes, Rules.class.getClassLoader());
        try {
            return load(line.className(), loader).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the compiled line cannot be made", e);
        }
    }

    private InMemoryCompiler compiler(String who) {
        JavaCompiler compiler = compilers.get();
        if (compiler == null) {
            throw new InvalidPositionException("error.rules.noCompiler", who, System.getProperty("java.home"));
        }
        return new InMemoryCompiler(compiler, classPath());
    }

    /**
     * The first error, its message's first line, with a caret under its column in the person's
     * line; a name nothing defines (most often a parameter without its {@code --param}) in one line.
     */
    private static InvalidPositionException lineFailure(OneLineSource line, List<Diagnostic<? extends JavaFileObject>> errors) {
        if (errors.isEmpty()) {
            return new InvalidPositionException(line.failureKey(), "the compiler failed without saying why", line.text(), "");
        }
        Diagnostic<? extends JavaFileObject> first = errors.get(0);
        String unbound = undefinedVariable(first);
        if (unbound != null) {
            return new InvalidPositionException("error.line.undefined", unbound, line.text());
        }
        String message = first.getMessage(Locale.ROOT).lines().findFirst().orElse("");
        int column = line.column(first.getLineNumber(), first.getColumnNumber());
        return new InvalidPositionException(line.failureKey(), message, line.text(), " ".repeat(column));
    }

    /** @return the variable of a "cannot find symbol" error (javac's "symbol: variable K"), or null for any other error */
    private static String undefinedVariable(Diagnostic<? extends JavaFileObject> error) {
        String code = error.getCode();
        if (code == null || !code.startsWith("compiler.err.cant.resolve")) {
            return null;
        }
        Matcher variable = UNDEFINED_VARIABLE.matcher(error.getMessage(Locale.ROOT));
        return variable.find() ? variable.group(1) : null;
    }

    private static String read(Path file, String who) {
        try {
            return Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new InvalidPositionException("error.file.missing", who);
        } catch (IOException e) {
            throw new InvalidPositionException("error.file.unreadable", who, IoReason.of(e));
        }
    }

    /** Where Grundy's core API comes from, then the rest of the class path. */
    private static String classPath() {
        Set<String> entries = new LinkedHashSet<>();
        CodeSource core = Rules.class.getProtectionDomain().getCodeSource();
        if (core != null) {
            try {
                entries.add(Path.of(core.getLocation().toURI()).toString());
            } catch (URISyntaxException | IllegalArgumentException e) {
                // not a file: the class path below must do
            }
        }
        entries.addAll(Arrays.asList(System.getProperty("java.class.path", "").split(File.pathSeparator)));
        entries.remove("");
        return String.join(File.pathSeparator, entries);
    }

    /** A public class is alone in its file, and the file is named after it, so at most one qualifies. */
    private static Class<?> rulesClass(Map<String, byte[]> classes, ClassLoader loader, String who) {
        for (String name : classes.keySet()) {
            Class<?> candidate = topLevel(name) ? load(name, loader) : null;
            if (candidate != null && Modifier.isPublic(candidate.getModifiers()) && Rules.class.isAssignableFrom(candidate)
                    && !candidate.isInterface() && !Modifier.isAbstract(candidate.getModifiers())) {
                return candidate;
            }
        }
        String stem = Path.of(who).getFileName().toString().replaceFirst("\\.java$", "");
        throw new InvalidPositionException("error.rules.noClass", who, stem);
    }

    private static java.lang.reflect.Constructor<?> parameterConstructor(Class<?> rulesClass) {
        try {
            return rulesClass.getConstructor(GameParameters.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static boolean topLevel(String binaryName) {
        return binaryName.indexOf('$') < 0;
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("compiled but not found: " + name, e);
        }
    }

    /** Through the constructor taking {@link GameParameters} where there is one, else the one without parameters. */
    private static Rules<?> create(Class<?> rulesClass, String who, GameParameters parameters) {
        CodeCall watch = CodeCall.ofThisThread();
        watch.enter(who, CodeCall.Kind.CODE, null, null);
        try {
            java.lang.reflect.Constructor<?> withParameters = parameterConstructor(rulesClass);
            if (withParameters == null && !parameters.isEmpty()) {
                throw new InvalidPositionException("error.param.noConstructor", who, rulesClass.getSimpleName());
            }
            return (Rules<?>) (withParameters != null ? withParameters.newInstance(parameters) : rulesClass.getConstructor().newInstance());
        } catch (NoSuchMethodException | IllegalAccessException | InstantiationException e) {
            throw new InvalidPositionException("error.rules.constructor", who, rulesClass.getSimpleName());
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof InvalidPositionException unbound && unbound.phrase().key() != null && unbound.phrase().key().startsWith("error.param.")) {
                throw unbound;
            }
            throw new RulesThrewException(who, e.getCause(), rulesClass);
        } catch (ExceptionInInitializerError e) {
            throw new RulesThrewException(who, e.getCause() != null ? e.getCause() : e, rulesClass);
        } finally {
            watch.exit();
        }
    }
}
