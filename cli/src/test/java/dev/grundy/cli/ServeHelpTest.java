package dev.grundy.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code serve --help} lists every endpoint the server has: those WebServer registers. */
class ServeHelpTest {
    private static final Path WEB_SERVER = Path.of("../web/src/main/java/dev/grundy/web/WebServer.java");
    private static final Pattern ROUTE = Pattern.compile("app\\.(get|post|put|delete|patch)\\(\"(/[^\"*]+)\"");
    private static final Pattern LISTED = Pattern.compile("(GET|POST|PUT|DELETE|PATCH) ([^;.]+)");

    @Test
    void theHelpListsTheServersRoutes() throws IOException {
        Set<String> routes = routes(Files.readString(WEB_SERVER));

        assertThat(routes).hasSize(10);
        assertThat(listed(Cli.run("help", "serve").out())).isEqualTo(routes);
        assertThat(listed(Cli.run("--lang", "zh", "help", "serve").out())).isEqualTo(routes);
    }

    private static Set<String> routes(String source) {
        Set<String> routes = new TreeSet<>();
        Matcher route = ROUTE.matcher(source);
        while (route.find()) {
            routes.add(route.group(1).toUpperCase() + " " + route.group(2));
        }
        return routes;
    }

    /** @return the endpoints of the help's API line, "POST /a, /b; GET /c." */
    private static Set<String> listed(String help) {
        String api = help.substring(help.indexOf("API")).replaceAll("\\s+", " ");
        api = api.substring(0, api.indexOf('.', api.lastIndexOf("/api/")) + 1);
        Set<String> listed = new TreeSet<>();
        Matcher group = LISTED.matcher(api);
        while (group.find()) {
            for (String path : group.group(2).split(",")) {
                listed.add(group.group(1) + " " + path.strip());
            }
        }
        return listed;
    }
}
