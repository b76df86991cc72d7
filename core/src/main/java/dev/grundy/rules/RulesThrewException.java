package dev.grundy.rules;

import dev.grundy.text.GrundyException;
import dev.grundy.text.Phrase;

/**
 * A person's rules threw: told in one line naming the game, the exception and the line of their
 * file it came from, "cutting: your rules threw IllegalStateException: no sheet at Cutting.java:42".
 */
final class RulesThrewException extends GrundyException {
    private static final long serialVersionUID = 1L;

    /**
     * @param who the game's name, or the file's before the name is known
     * @param thrown what the rules threw
     * @param rulesClass the rules' class, whose file the line is looked for in
     */
    RulesThrewException(String who, Throwable thrown, Class<?> rulesClass) {
        super(phrase(who, thrown, rulesClass));
    }

    private static Phrase phrase(String who, Throwable thrown, Class<?> rulesClass) {
        String message = thrown.getMessage();
        String what = thrown.getClass().getSimpleName() + (message == null ? "" : ": " + message.lines().findFirst().orElse(""));
        String where = where(thrown, rulesClass);
        return where == null ? Phrase.of("error.rules.threwSomewhere", who, what) : Phrase.of("error.rules.threw", who, what, where);
    }

    /**
     * The first frame of the trace in the rules' own file. A public top-level class lives in a file
     * named after it, and every class declared in that file carries the file's name.
     *
     * @return the file and line, e.g. {@code Cutting.java:42}, or null when no frame is in the file
     */
    private static String where(Throwable thrown, Class<?> rulesClass) {
        Class<?> topLevel = rulesClass;
        while (topLevel.getEnclosingClass() != null) {
            topLevel = topLevel.getEnclosingClass();
        }
        String file = topLevel.getSimpleName() + ".java";
        for (StackTraceElement frame : thrown.getStackTrace()) {
            if (file.equals(frame.getFileName()) && packageOf(frame.getClassName()).equals(rulesClass.getPackageName())) {
                return frame.getLineNumber() >= 0 ? file + ":" + frame.getLineNumber() : file;
            }
        }
        return null;
    }

    private static String packageOf(String className) {
        int dot = className.lastIndexOf('.');
        return dot < 0 ? "" : className.substring(0, dot);
    }
}
