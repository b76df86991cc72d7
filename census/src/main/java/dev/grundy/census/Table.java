package dev.grundy.census;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A census's table: one row per game with the codes it stands for, as CSV or as a JSON array, in
 * the order of the games' first codes in the family.
 */
final class Table {
    static final String CSV_HEADER = "code,codes,computed,checksum,largest,largest_at,mask,rare,last_rare,"
            + "p_positions,last_p_position,status,period,preperiod,saltus,code_preperiods,tame,quotient,quotient_heap,quotient_order,"
            + "quotient_p,quotient_period,quotient_preperiod,millis";

    private final Reduction reduction;
    private final Map<String, GameRow> rows;

    /**
     * @param reduction the games and their codes
     * @param rows the rows found, by game code
     */
    Table(Reduction reduction, Map<String, GameRow> rows) {
        this.reduction = reduction;
        this.rows = rows;
    }

    /** @return the rows present, in the family's order */
    List<GameRow> rows() {
        return reduction.games().keySet().stream().filter(rows::containsKey).map(rows::get).toList();
    }

    /** @return the codes a game stands for, separated by spaces: "0.07+1 0.4+2" */
    String codes(String game) {
        return String.join(" ", reduction.games().get(game).stream().map(Reduction.Member::toString).toList());
    }

    /** @return each code's own preperiod when the row has a period, "0.137:52 0.07:53", else "" */
    String codePreperiods(GameRow row) {
        return row.period() == 0 ? "" : String.join(" ", reduction.games().get(row.code()).stream()
                .map(member -> member.code() + ":" + row.preperiodShifted(member.shift())).toList());
    }

    /** @return the CSV text, header first */
    String csv() {
        StringBuilder text = new StringBuilder(CSV_HEADER).append('\n');
        for (GameRow row : rows()) {
            text.append(String.join(",", row.code(), codes(row.code()), "" + row.computed(), row.checksum(),
                    "" + row.largest(), "" + row.largestAt(), "" + row.mask(), "" + row.rare(), "" + row.lastRare(),
                    "" + row.losing(), "" + row.lastLosing(), row.status(), "" + row.period(), "" + row.preperiod(),
                    "" + row.saltus(), codePreperiods(row), row.tame(), quotientCsv(row.quotient()), "" + row.millis())).append('\n');
        }
        return text.toString();
    }

    /** @return the quotient's six CSV columns: its stop, then heap, order and |P| when built, period and preperiod when final */
    private static String quotientCsv(QuotientColumns quotient) {
        boolean built = quotient.built();
        return String.join(",", QuotientColumns.OFF.equals(quotient.stop()) ? "" : quotient.stop(), built ? "" + quotient.heap() : "",
                built ? "" + quotient.order() : "", built ? "" + quotient.pPortion() : "",
                quotient.finalQuotient() ? "" + quotient.period() : "", quotient.finalQuotient() ? "" + quotient.preperiod() : "");
    }

    /** @return the quotient as a JSON object, null when none was built; period and preperiod null unless final */
    private static Map<String, Object> quotientJson(QuotientColumns quotient) {
        if (QuotientColumns.OFF.equals(quotient.stop())) {
            return null;
        }
        Map<String, Object> object = new LinkedHashMap<>();
        object.put("stop", quotient.stop());
        object.put("final", quotient.finalQuotient());
        object.put("heap", quotient.heap());
        object.put("order", quotient.order());
        object.put("pPortion", quotient.pPortion());
        object.put("period", quotient.finalQuotient() ? quotient.period() : null);
        object.put("preperiod", quotient.finalQuotient() ? quotient.preperiod() : null);
        return object;
    }

    /** @return a JSON array of rows: code, codes (a list), then the row's other fields */
    String json() {
        List<Map<String, Object>> array = new ArrayList<>();
        for (GameRow row : rows()) {
            Map<String, Object> object = new LinkedHashMap<>();
            object.put("code", row.code());
            object.put("codes", reduction.games().get(row.code()).stream().map(Reduction.Member::toString).toList());
            object.put("to", row.to());
            object.put("computed", row.computed());
            object.put("checksum", row.checksum());
            object.put("largest", row.largest());
            object.put("largestAt", row.largestAt());
            object.put("mask", row.mask());
            object.put("rare", row.rare());
            object.put("lastRare", row.lastRare());
            object.put("pPositions", row.losing());
            object.put("lastPPosition", row.lastLosing());
            object.put("status", row.status());
            object.put("proved", GameRow.PROVED.equals(row.status()));
            object.put("period", row.period() == 0 ? null : row.period());
            object.put("preperiod", row.period() == 0 ? null : row.preperiod());
            object.put("saltus", row.period() == 0 ? null : row.saltus());
            object.put("members", reduction.games().get(row.code()).stream().map(member -> {
                Map<String, Object> code = new LinkedHashMap<>();
                code.put("code", member.code());
                code.put("shift", member.shift());
                code.put("preperiod", row.period() == 0 ? null : row.preperiodShifted(member.shift()));
                return code;
            }).toList());
            object.put("tame", row.tame());
            object.put("quotient", quotientJson(row.quotient()));
            object.put("millis", row.millis());
            array.add(object);
        }
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(array);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
