package dev.grundy.budget;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.List;

/**
 * Whether Java's heap is nearly full of live objects, so that a search can stop with a clear error
 * while there is still room to say so, instead of meeting an {@link OutOfMemoryError} (which, in a
 * server, may strike any thread). The heap in use counts garbage too, so it is only a first sign:
 * the verdict is the heap that the last garbage collection left, which the collector reports per
 * memory pool. A search asks every few thousand states; the answer costs a few reads.
 */
public final class HeapWatch {
    /** The share of the heap, in percent, that live objects may fill before searches stop. */
    public static final int NEARLY_FULL_PERCENT = 85;

    private HeapWatch() {
    }

    /**
     * The heap's memory pools, found on first use: the management beans cost a command's start
     * some tens of milliseconds, and most commands never fill the heap enough to ask.
     */
    private static final class Pools {
        static final List<MemoryPoolMXBean> HEAP = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(pool -> pool.getType() == MemoryType.HEAP && pool.isCollectionUsageThresholdSupported())
                .toList();
    }

    /** @return true when the last garbage collection left more than {@value #NEARLY_FULL_PERCENT}% of the heap in use */
    public static boolean nearlyFull() {
        Runtime runtime = Runtime.getRuntime();
        long threshold = max() / 100 * NEARLY_FULL_PERCENT;
        return runtime.totalMemory() - runtime.freeMemory() > threshold && usedAfterCollection() > threshold;
    }

    /** @return the bytes of the heap in use after the last garbage collection of each pool */
    public static long usedAfterCollection() {
        long used = 0;
        for (MemoryPoolMXBean pool : Pools.HEAP) {
            MemoryUsage usage = pool.getCollectionUsage();
            if (usage != null) {
                used += usage.getUsed();
            }
        }
        return used;
    }

    /** @return the most memory the heap may take, in bytes */
    public static long max() {
        return Runtime.getRuntime().maxMemory();
    }
}
