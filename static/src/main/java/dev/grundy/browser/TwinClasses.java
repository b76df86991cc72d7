package dev.grundy.browser;

import org.teavm.extension.spi.substitution.SimpleSubstitutionPolicy;
import org.teavm.extension.spi.substitution.SubstitutionSink;

/**
 * The core's classes that reach what a browser lacks (memory pools and CPU clocks, a timer thread, a lock between
 * threads, bundles read through {@code ResourceBundle.Control}, a spin-wait hint), swapped at
 * compile time for the twins of {@code dev.grundy.browser.twin}. The JVM's classes are untouched:
 * the server keeps its limits. TeaVM finds this policy as a service.
 */
public final class TwinClasses extends SimpleSubstitutionPolicy {
    private static final String TWINS = "dev.grundy.browser.twin";

    @Override
    public void contribute(SubstitutionSink sink) {
        swap(sink, "dev.grundy.text", "MessageBundles");
        swap(sink, "dev.grundy.budget", "HeapWatch");
        swap(sink, "dev.grundy.budget", "Deadline");
        swap(sink, "dev.grundy.heap", "ThreadCpuClock");
        swap(sink, "dev.grundy.heap", "SpinWait");
        swap(sink, "dev.grundy.heap", "TableLock");
    }

    private static void swap(SubstitutionSink sink, String pack, String name) {
        sink.selectClasses(named(pack + "." + name)).replacePackage(pack, TWINS);
    }
}
