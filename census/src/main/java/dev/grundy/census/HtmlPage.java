package dev.grundy.census;

import java.util.List;
import java.util.Locale;

/**
 * A census's table as one self-contained HTML page, for a person to read at a glance: the summary
 * on top, then one row per game coloured by its status — proved green, periodic up to N only
 * yellow, no period up to N red, out of time grey. No script, no style sheet, font or image from
 * elsewhere: the file opens as it is, offline.
 */
final class HtmlPage {
    private static final String[] HEADS = {"code", "codes", "status", "period", "preperiod", "code_preperiods", "saltus",
        "largest", "largest_at", "mask", "rare", "last_rare", "p_positions", "last_p_position", "tame", "quotient", "quotient_order",
        "quotient_p", "quotient_period", "quotient_preperiod",
        "computed", "checksum", "millis"};

    private static final String STYLE = """
            body{font-family:sans-serif;margin:1.5em}
            table{border-collapse:collapse;font-size:.85em}
            th,td{border:1px solid #bbb;padding:.15em .4em;text-align:right}
            td:nth-child(2),td:nth-child(3),td:nth-child(6){text-align:left}
            th{background:#eee;position:sticky;top:0}
            .proved{background:#dcf0d5}.observed{background:#fbf3c8}.none{background:#f6d7d5}.budget{background:#ddd}
            .legend span{padding:.1em .5em;margin-right:.5em;border:1px solid #bbb}
            """;

    private HtmlPage() {
    }

    /**
     * @param text the words
     * @param title the page's title
     * @param summary the summary's lines
     * @param table the table
     * @return the page
     */
    static String of(Text text, String title, List<String> summary, Table table) {
        StringBuilder page = new StringBuilder("<!DOCTYPE html>\n<html lang=\"")
                .append(text.language()).append("\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(escape(title))
                .append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n<h1>").append(escape(title))
                .append("</h1>\n");
        summary.forEach(line -> page.append("<p>").append(escape(line)).append("</p>\n"));
        page.append("<p class=\"legend\">");
        for (String status : new String[] {GameRow.PROVED, GameRow.OBSERVED, GameRow.NONE, GameRow.BUDGET}) {
            page.append("<span class=\"").append(status).append("\">").append(escape(text.get("status." + status))).append("</span>");
        }
        page.append("</p>\n<table>\n<thead><tr>");
        for (String head : HEADS) {
            page.append("<th>").append(head).append("</th>");
        }
        page.append("</tr></thead>\n<tbody>\n");
        for (GameRow row : table.rows()) {
            page.append("<tr class=\"").append(row.status()).append("\">");
            boolean periodic = row.period() > 0;
            QuotientColumns quotient = row.quotient();
            for (String cell : new String[] {row.code(), table.codes(row.code()), text.get("status." + row.status()),
                number(periodic, row.period()), number(periodic, row.preperiod()), table.codePreperiods(row),
                number(periodic, row.saltus()), "" + row.largest(), "" + row.largestAt(), "" + row.mask(), "" + row.rare(),
                "" + row.lastRare(), "" + row.losing(), "" + row.lastLosing(), row.tame(), quotient.said(text),
                number(quotient.built(), quotient.order()), number(quotient.built(), quotient.pPortion()),
                number(quotient.finalQuotient(), quotient.period()), number(quotient.finalQuotient(), quotient.preperiod()),
                "" + row.computed(), row.checksum(), "" + row.millis()}) {
                page.append("<td>").append(escape(cell)).append("</td>");
            }
            page.append("</tr>\n");
        }
        return page.append("</tbody>\n</table>\n</body>\n</html>\n").toString();
    }

    private static String number(boolean present, long value) {
        return present ? String.format(Locale.ROOT, "%d", value) : "";
    }

    /** @return the text with HTML's five special characters escaped */
    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;").replace("'", "&#39;");
    }
}
