package dev.grundy.cli.render;

import dev.grundy.budget.SearchBudget;
import dev.grundy.cli.console.CliText;
import dev.grundy.core.Component;
import dev.grundy.json.Json;
import dev.grundy.language.GameRegistry;
import dev.grundy.language.PositionParser;
import dev.grundy.misere.Genus;
import dev.grundy.misere.GenusSolver;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code grundy sequence GAME --genus}: the genus of every heap 0..N (Conway; Winning Ways ch. 13),
 * by search, one heap a line: {@code 5  4^{146}}, or, where the alternation of the γ's is not
 * proved ({@link GenusSolver}), the γ's known and "not settled up to k = …". The heaps are read as
 * positions of the game, so any heap game takes part; the search is bounded by the budget.
 */
public final class GenusListing {
    private GenusListing() {
    }

    /**
     * @param registry the games known by name
     * @param game the heap game's name
     * @param to the last heap
     * @param budget the work the search may do
     * @return the genus of each heap 0..to
     */
    public static List<Genus> genera(GameRegistry registry, String game, int to, SearchBudget budget) {
        PositionParser parser = new PositionParser(registry);
        GenusSolver solver = new GenusSolver(budget);
        List<Genus> genera = new ArrayList<>();
        for (int n = 0; n <= to; n++) {
            genera.add(genus(solver, parser.parse(game + " " + n, budget).components().get(0)));
        }
        return genera;
    }

    private static <P> Genus genus(GenusSolver solver, Component<P> heap) {
        return solver.genus(heap.game(), heap.position());
    }

    /**
     * @param game the heap game's name
     * @param genera the genus of each heap from 0
     * @param json true for one JSON object: {@code {"game": …, "genera": ["0^{120}", …]}}
     * @param out where to print
     * @param locale the language
     */
    public static void print(String game, List<Genus> genera, boolean json, PrintStream out, Locale locale) {
        List<String> written = genera.stream().map(Genus::toString).toList();
        if (json) {
            out.println(Json.genera(new Json.GeneraJson(game, written)));
            return;
        }
        out.println(CliText.of("sequence.genus.header", game, genera.size() - 1).in(locale));
        int width = String.valueOf(genera.size() - 1).length();
        for (int n = 0; n < written.size(); n++) {
            Genus genus = genera.get(n);
            String shown = genus.settled() ? written.get(n)
                    : CliText.of("sequence.genus.unsettled", written.get(n), genus.lastK()).in(locale);
            out.println(String.format(Locale.ROOT, "  %" + width + "d  %s", n, shown));
        }
    }
}
