package dev.grundy.pattern;

import java.util.List;

/** Looks for one kind of pattern in a table; states only what holds on every position of it. */
@FunctionalInterface
public interface PatternFinder {

    /**
     * @param table the values
     * @return the patterns of this kind that hold on the whole table, none when there is none
     */
    List<Finding> find(ValueTable table);
}
