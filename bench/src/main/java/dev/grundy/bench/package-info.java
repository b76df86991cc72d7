/** JMH benchmarks of the engines; run by hand, never part of the tests' timing. */
package dev.grundy.bench;
