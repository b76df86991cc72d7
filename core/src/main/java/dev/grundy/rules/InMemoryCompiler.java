package dev.grundy.rules;

import dev.grundy.text.InvalidPositionException;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Compiles one Java source file with the JDK's compiler API into class files held in memory: no
 * temporary directory to clean up. Errors are told in one line, the first with its file and line
 * and how many there are in all.
 */
final class InMemoryCompiler {
    private final JavaCompiler compiler;
    private final String classPath;

    /**
     * @param compiler the JDK's compiler
     * @param classPath what the source may use, in the platform's class-path syntax
     */
    InMemoryCompiler(JavaCompiler compiler, String classPath) {
        this.compiler = compiler;
        this.classPath = classPath;
    }

    /**
     * @param file the source's path, whose name must match its public class as javac requires
     * @param who the path as the person wrote it, for errors
     * @param source the source text
     * @return the class files by binary name
     * @throws InvalidPositionException if the source does not compile
     */
    Map<String, byte[]> compile(Path file, String who, String source) {
        return compile(file, source, errors -> failure(who, errors));
    }

    /**
     * @param file the source's path, whose name must match its public class as javac requires
     * @param source the source text
     * @param failure tells what went wrong from the compiler's errors
     * @return the class files by binary name
     * @throws InvalidPositionException if the source does not compile
     */
    Map<String, byte[]> compile(Path file, String source,
                                Function<List<Diagnostic<? extends JavaFileObject>>, InvalidPositionException> failure) {
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager standard = compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
        try (ClassFiles output = new ClassFiles(standard)) {
            JavaFileObject unit = new SimpleJavaFileObject(file.toUri(), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return source;
                }
            };
            // -proc:none: no annotation processor found on the class path may run.
            List<String> options = List.of("-classpath", classPath, "-proc:none");
            boolean compiled = compiler.getTask(new StringWriter(), output, diagnostics, options, null, List.of(unit)).call();
            if (!compiled) {
                throw failure.apply(diagnostics.getDiagnostics().stream()
                        .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.ERROR).toList());
            }
            return output.classes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InvalidPositionException failure(String who, List<Diagnostic<? extends JavaFileObject>> errors) {
        if (errors.isEmpty()) {
            return new InvalidPositionException("error.rules.compile", who, "the compiler failed without saying why");
        }
        Diagnostic<? extends JavaFileObject> first = errors.get(0);
        String where = first.getLineNumber() == Diagnostic.NOPOS ? who : who + ":" + first.getLineNumber();
        // javac's messages can run over several lines (symbol: ..., location: ...); the first says what is wrong.
        String message = first.getMessage(Locale.ROOT).lines().findFirst().orElse("");
        return errors.size() == 1 ? new InvalidPositionException("error.rules.compile", where, message)
                : new InvalidPositionException("error.rules.compileMore", where, message, errors.size());
    }

    /** The compiler's output, kept in memory. */
    private static final class ClassFiles extends ForwardingJavaFileManager<StandardJavaFileManager> {
        private final Map<String, ByteArrayOutputStream> written = new HashMap<>();

        ClassFiles(StandardJavaFileManager standard) {
            super(standard);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                                                   FileObject sibling) {
            URI uri = URI.create("memory:///" + className.replace('.', '/') + kind.extension);
            return new SimpleJavaFileObject(uri, kind) {
                @Override
                public OutputStream openOutputStream() {
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    written.put(className, bytes);
                    return bytes;
                }
            };
        }

        Map<String, byte[]> classes() {
            Map<String, byte[]> classes = new HashMap<>();
            written.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
            return classes;
        }
    }
}
