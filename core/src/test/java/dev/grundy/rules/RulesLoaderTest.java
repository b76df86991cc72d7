package dev.grundy.rules;

import dev.grundy.text.GrundyException;
import dev.grundy.text.InvalidPositionException;
import dev.grundy.core.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Java rules compiled at run time, and every way that can fail, each told in one line. */
class RulesLoaderTest {
    private static final String IMPORTS = """
            import dev.grundy.core.Move;
            import dev.grundy.core.Rules;
            import java.util.List;
            """;

    /** The body of a rules class whose name() is {@code game}. */
    private static String rulesBody(String game) {
        return """
                    public String name() { return "%s"; }
                    public Integer parse(List<String> words) { return Integer.valueOf(words.get(0)); }
                    public String format(Integer n) { return n.toString(); }
                    public Iterable<Move<Integer>> moves(Integer n) { return List.of(); }
                """.formatted(game);
    }

    @TempDir
    Path directory;

    private final RulesLoader loader = new RulesLoader();

    @Test
    void loadsAnExampleAsTheRulesThisJvmKnows() {
        Rules<?> rules = loader.load(Path.of("../examples/Cutting.java"));

        assertThat(rules.name()).isEqualTo("cutting");
        assertThat(rules.getClass().getClassLoader()).isInstanceOf(CompiledClassLoader.class);
    }

    @Test
    void aCompileErrorIsItsFileLineAndMessage() {
        Path file = RulesFiles.write(directory, "Bad", IMPORTS + """
                public class Bad implements Rules<Integer> {
                    public String name() { return "bad"; }
                    public Integer parse(List<String> words) { return Integer.valueOf(words.get(0)) }
                    public String format(Integer n) { return n.toString(); }
                    public Iterable<Move<Integer>> moves(Integer n) { return List.of(); }
                }
                """);

        assertThatThrownBy(() -> loader.load(file)).isInstanceOf(InvalidPositionException.class)
                .hasMessage(file + ":6: ';' expected");
    }

    @Test
    void severalCompileErrorsAreTheFirstAndHowManyInOneLine() {
        Path file = RulesFiles.write(directory, "Worse", IMPORTS + """
                public class Worse implements Rules<Integer> {
                    public String name() { return nameOfTheGame; }
                    public Integer parse(List<String> words) { return 1; }
                    public String format(Integer n) { return n.toStrin(); }
                    public Iterable<Move<Integer>> moves(Integer n) { return List.of(1); }
                }
                """);

        assertThatThrownBy(() -> loader.load(file)).hasMessage(file + ":5: cannot find symbol (3 errors in all)");
    }

    @Test
    void withoutACompilerItSaysAJdkIsNeeded() {
        Path file = Path.of("../examples/Cutting.java");

        assertThatThrownBy(() -> new RulesLoader(() -> null).load(file)).isInstanceOf(InvalidPositionException.class)
                .hasMessageStartingWith(file + ": rules written in Java are compiled when they are loaded, which needs a JDK")
                .hasMessageContaining(System.getProperty("java.home"));
    }

    @Test
    void aFileWithoutRulesSaysWhatToWrite() {
        Path file = RulesFiles.write(directory, "Plain", "public class Plain {\n}\n");

        assertThatThrownBy(() -> loader.load(file))
                .hasMessage(file + ": no public class implementing dev.grundy.core.Rules; write 'public class Plain implements Rules<...>'");
    }

    @Test
    void rulesThatAreNotPublicAreNotFound() {
        Path file = RulesFiles.write(directory, "Hidden", IMPORTS + "class Hidden implements Rules<Integer> {\n"
                + rulesBody("hidden") + "}\n");

        assertThatThrownBy(() -> loader.load(file)).hasMessageContaining("no public class implementing dev.grundy.core.Rules");
    }

    @Test
    void aClassNamedOtherThanItsFileIsACompileError() {
        Path file = RulesFiles.write(directory, "Wrong", IMPORTS + "public class Right implements Rules<Integer> {\n"
                + rulesBody("right") + "}\n");

        assertThatThrownBy(() -> loader.load(file))
                .hasMessage(file + ":4: class Right is public, should be declared in a file named Right.java");
    }

    @Test
    void rulesNeedAConstructorWithoutParameters() {
        Path file = RulesFiles.write(directory, "Picky", IMPORTS + "public class Picky implements Rules<Integer> {\n"
                + "    public Picky(int size) { }\n" + rulesBody("picky") + "}\n");

        assertThatThrownBy(() -> loader.load(file))
                .hasMessage(file + ": Picky needs a public constructor without parameters");
    }

    @Test
    void aConstructorThatThrowsIsToldWithItsLine() {
        Path file = RulesFiles.write(directory, "Angry", IMPORTS + "public class Angry implements Rules<Integer> {\n"
                + "    public Angry() {\n"
                + "        throw new IllegalStateException(\"not today\");\n"
                + "    }\n" + rulesBody("angry") + "}\n");

        assertThatThrownBy(() -> loader.load(file)).isInstanceOf(GrundyException.class)
                .hasMessage(file + ": your rules threw IllegalStateException: not today at Angry.java:6");
    }

    @Test
    void aMissingFileIsNamed() {
        Path file = directory.resolve("Nowhere.java");

        assertThatThrownBy(() -> loader.load(file)).hasMessage(file + ": no such file");
    }

    @Test
    void eachFileHasClassesOfItsOwn() {
        Path one = RulesFiles.write(directory, "Same", IMPORTS + "public class Same implements Rules<Integer> {\n"
                + rulesBody("first") + "}\n");
        Rules<?> first = loader.load(one);
        Path other = RulesFiles.write(directory, "Same", IMPORTS + "public class Same implements Rules<Integer> {\n"
                + rulesBody("second") + "}\n");
        Rules<?> second = loader.load(other);

        assertThat(first.name()).isEqualTo("first");
        assertThat(second.name()).isEqualTo("second");
        assertThat(first.getClass()).isNotSameAs(second.getClass());
    }
}
