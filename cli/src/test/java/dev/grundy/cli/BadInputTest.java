package dev.grundy.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Every kind of bad input: one line on stderr naming the problem, exit code 2, nothing on stdout. */
class BadInputTest {

    @ParameterizedTest(name = "grundy {0}")
    @CsvSource(delimiter = '|', value = {
        "solve chess 3              | grundy: unknown game 'chess'",
        "solve nim                  | grundy: nim: give at least one heap size",
        "solve nim -3               | grundy: nim: heap size must be a non-negative integer, got '-3'",
        "solve nim 2.5              | grundy: nim: heap size must be a non-negative integer, got '2.5'",
        "moves nim x                | grundy: nim: heap size must be a non-negative integer, got 'x'",
        "solve bash:0 4             | grundy: bash: M must be a positive integer, got '0'",
        "solve subtract:0 4         | grundy: subtract: each member of the set must be a positive integer, got '0'",
        "solve subtract:, 4         | grundy: subtract: the subtraction set is empty",
        "solve --max-states 0 nim 1 | grundy solve: --max-states must be positive, got 0",
        "solve                      | grundy solve: Missing required parameter: 'POSITION'",
        "solve --frobnicate nim 3   | grundy solve: there is no option '--frobnicate'",
        "frobnicate                 | grundy: 'frobnicate' is not a command",
        "solve nim +3               | grundy: nim: heap size must be a non-negative integer, got '+3'",
        "moves --limit 0 nim 3      | grundy moves: --limit must be positive, got 0",
        "solve --misere --max-states 1000 nim 1000000000000 + bash:3 5 | grundy: the position needs more than 1000 states to solve",
        "solve graph:nowhere.txt a  | grundy: nowhere.txt: no such file",
        "sequence kayles --to 100 --checkpoint /nowhere/k.ckpt | grundy: cannot write the checkpoint /nowhere/k.ckpt: the folder /nowhere does not exist",
        "solve octal:０.７ 5         | grundy: octal: a code is written d0.d1d2…",
        "solve staircase            | grundy: staircase: give the tokens on each step, step 1 first",
        "solve staircase 3 -1 4     | grundy: staircase: the tokens on a step must be a non-negative integer, got '-1'",
        "solve euclid 34            | grundy: euclid: give the two numbers, e.g. 'euclid 34 12' (numbers given: 1)",
        "solve euclid 3 4 5         | grundy: euclid: give the two numbers, e.g. 'euclid 34 12' (numbers given: 3)",
        "solve euclid -34 12        | grundy: euclid: each number must be a non-negative integer, got '-34'",
    })
    void badInputGetsOneLineAndExitCodeTwo(String args, String message) {
        Cli run = Cli.run(args.split(" "));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).singleElement().asString().startsWith(message).doesNotContain("Exception");
    }

    @Test
    void inputIsQuotedShortAndEscapedNeverVerbatim() {
        String escape = "\u001b]0;owned\u0007\u001b[2J";
        String huge = "y".repeat(1_000_000);

        assertThat(Cli.run("solve", "nim", escape).err())
                .isEqualTo("grundy: nim: heap size must be a non-negative integer, got '\\u001B]0;owned\\u0007\\u001B[2J'\n");
        assertThat(Cli.run("solve", "nim", "3", huge).err()).hasSizeLessThan(200).contains("got 'yyy").contains("y…y");
        assertThat(Cli.run("solve", "graph:" + escape, "a").err()).doesNotContain("\u001b").contains("\\u001B");
        assertThat(Cli.run(escape).err()).doesNotContain("\u001b").contains("\\u001B]0;owned");
        assertThat(Cli.run("solve", "--max-states", escape, "nim", "3").err()).doesNotContain("\u001b").contains("\\u001B");
    }
}
