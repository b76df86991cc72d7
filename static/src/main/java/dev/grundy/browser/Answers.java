package dev.grundy.browser;

import dev.grundy.budget.SearchBudget;
import dev.grundy.core.Position;
import dev.grundy.core.PositionMove;
import dev.grundy.core.Value;
import dev.grundy.heap.Periodicity;
import dev.grundy.heap.Sequence;
import dev.grundy.heap.SequenceSummary;
import dev.grundy.language.GameType;
import dev.grundy.misere.quotient.MisereQuotient;
import dev.grundy.misere.quotient.Presentation;
import dev.grundy.pattern.Finding;
import dev.grundy.pattern.TableRange;
import dev.grundy.pattern.ValueTable;
import dev.grundy.solve.Explanation;
import dev.grundy.solve.MoveList;
import dev.grundy.solve.Solution;
import dev.grundy.solve.ValuedMove;
import dev.grundy.text.Phrase;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The server's answers (the web module's {@code Json}) written without Jackson, field for field
 * and in the same order, for the static edition's worker.
 */
final class Answers {
    private Answers() {
    }

    /** As {@code Json.solution(solution, locale, maxBytes, mostListed)}: moves listed while they fit. */
    static String solution(Solution solution, Locale locale, long maxBytes, int mostListed) {
        long room = maxBytes - bytes(solution(solution, locale, List.of()));
        List<PositionMove> winning = solution.winningMoves();
        List<String> moves = fitting(winning.subList(0, Math.min(mostListed, winning.size())), move -> move(move, locale), room);
        return solution(solution, locale, moves);
    }

    private static String solution(Solution solution, Locale locale, List<String> moves) {
        JsonText json = new JsonText().open();
        json.name("position").value(solution.position().toString());
        json.name("convention").value(solution.convention().word());
        json.name("outcome").value(solution.outcome().name());
        value(json, solution.value(), locale);
        json.name("complete").bool(solution.complete() && moves.size() == solution.winningMoves().size());
        json.name("winningMoveCount").number(solution.winningMoveCount().isPresent() ? solution.winningMoveCount().getAsLong() : null);
        json.name("winningMoves").openArray();
        moves.forEach(json::raw);
        json.closeArray();
        json.name("explanation");
        explanation(json, solution.explanation(), locale);
        return json.close().toString();
    }

    private static void explanation(JsonText json, Explanation explanation, Locale locale) {
        json.open().name("components").openArray();
        for (Explanation.Row row : explanation.rows()) {
            SearchBudget.stopIfInterrupted();
            json.open();
            json.name("label").value(row.label() == null ? null : row.label().in(locale));
            json.name("game").value(row.game());
            json.name("written").value(row.written());
            value(json, row.value(), locale);
            json.name("reasons").strings(words(row.reasons(), locale));
            json.close();
        }
        json.closeArray();
        json.name("total").open();
        value(json, explanation.total(), locale);
        json.close();
        json.name("verdict").strings(words(explanation.verdict(), locale));
        json.name("steps").strings(words(explanation.steps(), locale));
        json.close();
    }

    /** The fields grundy, infinity and noValue, the last two only when they apply. */
    private static void value(JsonText json, Value value, Locale locale) {
        json.name("grundy").number(value instanceof Value.Nimber nimber ? nimber.value() : null);
        if (value instanceof Value.Infinite infinite) {
            json.name("infinity").numbers(infinite.finiteOptions());
        } else if (value instanceof Value.None none) {
            json.name("noValue").value(none.reason().in(locale));
        }
    }

    private static List<String> words(List<Phrase> phrases, Locale locale) {
        return phrases.stream().map(phrase -> phrase.in(locale)).toList();
    }

    private static String move(PositionMove move, Locale locale) {
        SearchBudget.stopIfInterrupted();
        JsonText json = new JsonText();
        moveFields(json.open(), move, locale);
        if (move.singles().size() != 1) {
            json.name("moves").openArray();
            move.singles().forEach(single -> json.raw(move(single, locale)));
            json.closeArray();
        }
        return json.close().toString();
    }

    private static void moveFields(JsonText json, PositionMove move, Locale locale) {
        json.name("text").value(move.text().in(locale));
        json.name("to").value(move.writtenTo());
        json.name("component").number(move.component().number());
        json.name("becomes").value(move.writtenBecomes());
    }

    /** As {@code Json.moves(position, moves, locale, maxBytes)}. */
    static String moves(String position, MoveList moves, Locale locale, long maxBytes) {
        BigInteger grundy = moves.value() instanceof Value.Nimber nimber ? nimber.value() : null;
        long room = maxBytes - bytes(moves(position, grundy, false, List.of()));
        List<String> listed = fitting(moves.moves(), move -> valuedMove(move, locale), room);
        return moves(position, grundy, moves.complete() && listed.size() == moves.moves().size(), listed);
    }

    private static String moves(String position, BigInteger grundy, boolean complete, List<String> moves) {
        JsonText json = new JsonText().open();
        json.name("position").value(position);
        json.name("grundy").number(grundy);
        json.name("complete").bool(complete);
        json.name("moves").openArray();
        moves.forEach(json::raw);
        return json.closeArray().close().toString();
    }

    private static String valuedMove(ValuedMove move, Locale locale) {
        SearchBudget.stopIfInterrupted();
        JsonText json = new JsonText().open();
        moveFields(json, move.move(), locale);
        json.name("grundy").number(move.value() instanceof Value.Nimber nimber ? nimber.value() : null);
        json.name("outcome").value(move.outcome().name());
        json.name("winning").bool(move.wins());
        return json.close().toString();
    }

    private static <T> List<String> fitting(List<T> items, Function<T, String> json, long room) {
        List<String> fitted = new ArrayList<>();
        long left = room;
        for (T item : items) {
            SearchBudget.stopIfInterrupted();
            String written = json.apply(item);
            left -= bytes(written) + 1;
            if (left < 0) {
                break;
            }
            fitted.add(written);
        }
        return fitted;
    }

    /** The length of the text in UTF-8. */
    static long bytes(String json) {
        long bytes = json.length();
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            bytes += c < 0x80 ? 0 : c < 0x800 || Character.isSurrogate(c) ? 1 : 2;
        }
        return bytes;
    }

    /** As {@code Json.play}. */
    static String play(Position position, Optional<PositionMove> move, Locale locale) {
        JsonText json = new JsonText().open();
        json.name("position").value(position.toString());
        json.name("move");
        if (move.isEmpty()) {
            json.value(null);
        } else {
            PositionMove played = move.get();
            json.open().name("text").value(played.text().in(locale)).name("change").value(played.change().in(locale))
                    .name("to").value(played.to().toString()).close();
        }
        return json.close().toString();
    }

    /** As {@code Json.games}. */
    static String games(List<GameType> types, Locale locale) {
        JsonText json = new JsonText().open().name("games").openArray();
        for (GameType type : types) {
            json.open().name("name").value(type.name()).name("syntax").value(type.syntax())
                    .name("rule").value(type.rule().in(locale)).name("position").value(type.position().in(locale))
                    .name("example").value(type.example()).close();
        }
        return json.closeArray().close().toString();
    }

    /** As {@code Json.pairs}: the Wythoff pairs (k, a, b). */
    static String pairs(List<BigInteger[]> pairs) {
        JsonText json = new JsonText().openArray();
        pairs.forEach(pair -> json.open().name("k").number(pair[0]).name("a").number(pair[1]).name("b").number(pair[2]).close());
        return json.closeArray().toString();
    }

    /** As {@code Json.texts}: one object, in the map's order. */
    static String texts(Map<String, String> texts) {
        JsonText json = new JsonText().open();
        texts.forEach((key, text) -> json.name(key).value(text));
        return json.close().toString();
    }

    /** As {@code Json.error(message)}. */
    static String error(String message) {
        return new JsonText().open().name("error").value(message).close().toString();
    }

    /** As {@code Json.language(null)}: the static page follows the browser's language or the link's. */
    static String noLanguage() {
        return new JsonText().open().name("language").value(null).close().toString();
    }

    /** As {@code Json.sequence}, without its closing newline. */
    static String sequence(Sequence sequence) {
        JsonText json = new JsonText().open().name("game").value(sequence.game()).name("values").openArray();
        for (int n = 0; n < sequence.length(); n++) {
            json.number(sequence.get(n));
        }
        json.closeArray().name("periodicity");
        Periodicity periodicity = sequence.periodicity();
        if (periodicity == null) {
            json.value(null);
        } else {
            json.open().name("preperiod").number(periodicity.preperiod()).name("period").number(periodicity.period())
                    .name("saltus").number(periodicity.saltus()).name("proved").bool(periodicity.proved())
                    .name("checkedTo").number(periodicity.checkedTo()).close();
        }
        SequenceSummary summary = SequenceSummary.of(sequence);
        json.name("summary").open().name("largest").number(summary.largest()).name("largestAt").number(summary.largestAt())
                .name("pPositions").number(summary.losing()).name("lastPPosition").number(summary.lastLosing())
                .name("rareMask").number(summary.mask()).name("rareHeaps").number(summary.rare()).close();
        return json.close().toString();
    }

    /** As {@code Json.table}: the values nested one array per number, the last innermost, then the patterns. */
    static String table(String game, ValueTable table, List<Finding> patterns, Locale locale) {
        JsonText json = new JsonText().open().name("game").value(game).name("names").strings(ValueTable.names(table.arity()));
        json.name("ranges").openArray();
        for (TableRange range : table.ranges()) {
            json.open().name("from").number(range.from()).name("to").number(range.to()).close();
        }
        json.closeArray().name("values");
        nested(json, table, 0, 0);
        json.name("patterns").openArray();
        for (Finding pattern : patterns) {
            json.open().name("says").value(pattern.says(table).in(locale)).name("proved").bool(pattern.proof() != null).close();
        }
        return json.closeArray().close().toString();
    }

    private static void nested(JsonText json, ValueTable table, int dimension, int offset) {
        int side = (int) table.ranges().get(dimension).size();
        int stride = 1;
        for (int d = dimension + 1; d < table.arity(); d++) {
            stride *= (int) table.ranges().get(d).size();
        }
        json.openArray();
        for (int i = 0; i < side; i++) {
            if (dimension == table.arity() - 1) {
                json.number(table.value(offset + i));
            } else {
                nested(json, table, dimension + 1, offset + i * stride);
            }
        }
        json.closeArray();
    }

    /** As {@code Json.quotient}: the presentation, the P-portion and Φ, elements written as words of the generators. */
    static String quotient(MisereQuotient quotient, String stop) {
        Presentation presentation = quotient.presentation();
        JsonText json = new JsonText().open().name("game").value(quotient.game()).name("order").number(quotient.order())
                .name("final").bool(quotient.isFinal()).name("stopped").value(stop.toLowerCase(Locale.ROOT))
                .name("lastHeap").number(quotient.lastHeap())
                .name("preperiod").number(quotient.isFinal() ? quotient.periodicity().preperiod() : null)
                .name("period").number(quotient.isFinal() ? quotient.periodicity().period() : null);
        json.name("pPortion").strings(quotient.monoid().pPortion().stream().map(presentation::word).toList());
        json.name("generators").openArray();
        for (int g = 0; g < quotient.generatorHeaps().length; g++) {
            json.open().name("name").value(presentation.names().get(g)).name("heap").number(quotient.generatorHeaps()[g]).close();
        }
        json.closeArray().name("relations").strings(presentation.relations()).name("phi").openArray();
        for (int element : quotient.phi()) {
            json.value(presentation.word(element));
        }
        return json.closeArray().close().toString();
    }
}
