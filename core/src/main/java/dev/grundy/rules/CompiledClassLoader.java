package dev.grundy.rules;

import java.util.Map;

/**
 * Loads the classes of one compiled rules file from memory. Each file gets a loader of its own, so
 * its classes never clash with Grundy's or another file's; everything else, Grundy's core API
 * included, comes from the parent, so the rules implement the very {@code Rules} Grundy knows.
 */
final class CompiledClassLoader extends ClassLoader {
    private final Map<String, byte[]> classes;

    /**
     * @param classes the class files by binary name, e.g. {@code Cutting$Sheet}
     * @param parent the loader of Grundy's core
     */
    CompiledClassLoader(Map<String, byte[]> classes, ClassLoader parent) {
        super("grundy-rules", parent);
        this.classes = Map.copyOf(classes);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }
}
