package dev.grundy.census;

import com.hazelcast.core.HazelcastInstance;
import dev.grundy.budget.SearchBudget;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/** {@code grundy census}: the options, and one run from the family to the table and its summary. */
@Command(name = "census", mixinStandardHelpOptions = true,
        description = "Computes the Grundy sequences of a family of take-and-break games to N, on this machine or a Hazelcast cluster.")
final class CensusCommand {
    /** The largest N: 10^8 values, a few hundred MB per game running. */
    static final int LARGEST_TO = 100_000_000;

    @Parameters(arity = "0..1", paramLabel = "CODES", description = "0.dd, 0.ddd, 4.ddd, a comma list of codes, or @FILE")
    String codes;

    @Option(names = "--to", paramLabel = "N", description = "compute G(0..N) of every game")
    String to;

    @Option(names = "--json", description = "print the table as a JSON array on standard output")
    boolean json;

    @Option(names = "--csv", paramLabel = "FILE", description = "write the CSV table there (default: DIR/table.csv)")
    Path csv;

    @Option(names = "--html", paramLabel = "FILE", description = "write the page of the table there (default: DIR/table.html)")
    Path html;

    @Option(names = "--dir", paramLabel = "DIR", description = "keep finished rows there (default: ~/.cache/grundy/census/CODES-N)")
    Path dir;

    @Option(names = "--game-seconds", paramLabel = "S", defaultValue = "60", description = "time budget of one game (default 60)")
    long gameSeconds;

    @Option(names = "--misere-states", paramLabel = "S", defaultValue = "" + MisereColumns.QUOTIENT_STATES,
            description = "states the misère quotient of one game may take (default 100000; 0: no misère columns)")
    long misereStates;

    @Option(names = "--quiet", description = "no progress on standard error")
    boolean quiet;

    @Option(names = "--threads", paramLabel = "T", description = "games at once on this machine (default: its cores)")
    Integer threads;

    @Option(names = "--cluster", paramLabel = "HOSTS", split = ",", description = "join these members by TCP-IP: host1,host2:5702")
    List<String> cluster = List.of();

    @Option(names = "--cluster-name", paramLabel = "NAME", defaultValue = ClusterMember.CLUSTER_NAME,
            description = "what the cluster's name starts with; the rest comes from the secret (default grundy-census)")
    String clusterName;

    @Option(names = "--secret-file", paramLabel = "FILE",
            description = "the secret the members share, 64 hex digits (a coordinator without it makes one and prints it)")
    Path secretFile;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1", description = "the address this member listens on, and only there (default 127.0.0.1)")
    String bind;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "5701", description = "the first port tried (default 5701)")
    int port;

    @Option(names = "--hazelcast-config", paramLabel = "FILE", description = "a Hazelcast XML or YAML configuration instead")
    Path hazelcastConfig;

    @Option(names = "--worker", description = "only lend this machine's cores to a census started elsewhere (with --cluster)")
    boolean worker;

    @Option(names = "--lang", paramLabel = "LANG", description = "en or zh (default: the system's)")
    String language;

    /**
     * Runs the command.
     *
     * @param out standard output
     * @param err standard error
     * @param terminal whether standard error is a terminal: a progress bar, else plain lines now and then
     * @param stop set by Ctrl-C
     * @return the exit code
     * @throws InterruptedException if the thread is interrupted
     */
    int run(PrintStream out, PrintStream err, boolean terminal, AtomicBoolean stop) throws InterruptedException {
        Text text = Text.of(language);
        int cores = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        NetworkOptions.port(port);
        NetworkOptions.bind(bind);
        NetworkOptions.members(cluster);
        if (worker) {
            if (secretFile == null) {
                throw new CensusInputException("error.workerSecret");
            }
            ClusterSecret secret = ClusterSecret.read(secretFile);
            Worker signing = Worker.signing(secret, () -> err.println(text.get("refused.task")));
            HazelcastInstance member = ClusterMember.start(cluster, clusterName, bind, port, hazelcastConfig, cores, secret, signing);
            err.println(text.get("worker.ready", member.getCluster().getLocalMember().getAddress(), member.getCluster().getMembers().size()));
            while (!stop.get() && member.getLifecycleService().isRunning()) {
                Thread.sleep(250);
            }
            member.getLifecycleService().terminate();
            return 0;
        }
        if (codes == null) {
            throw new CensusInputException("error.noCodes");
        }
        Family family = Family.parse(codes);
        int last = heaps(to);
        if (gameSeconds < 1 || cores < 1) {
            throw new CensusInputException("error.budget");
        }
        if (misereStates < 0 || misereStates > SearchBudget.DEFAULT_MAX_STATES) {
            throw new CensusInputException("error.misereStates", SearchBudget.DEFAULT_MAX_STATES);
        }
        Path folder = dir != null ? dir : ResultStore.defaultDir(family.name(), last);
        Path csvFile = csv != null ? csv : folder.resolve("table.csv");
        Path page = html != null ? html : folder.resolve("table.html");
        if (csv != null) {
            writableFolder(csv);
        }
        if (html != null) {
            writableFolder(html);
        }
        ClusterSecret secret = secretFile != null ? ClusterSecret.read(secretFile) : ClusterSecret.random();
        ResultStore store = new ResultStore(folder);
        CensusLock lock = CensusLock.take(folder);
        try {
            if (secretFile == null && !cluster.isEmpty()) {
                err.println(text.get("secret.printed", secret.hex()));
            }
            return census(out, err, terminal, stop, text, family, last, cores, secret, folder, store, csvFile, page);
        } finally {
            lock.close();
        }
    }

    private int census(PrintStream out, PrintStream err, boolean terminal, AtomicBoolean stop, Text text, Family family, int last,
                       int cores, ClusterSecret secret, Path folder, ResultStore store, Path csvFile, Path page)
            throws InterruptedException {
        Reduction reduction = Reduction.of(family);
        long start = System.nanoTime();
        HazelcastInstance member = ClusterMember.start(cluster, clusterName, bind, port, hazelcastConfig, cores, secret,
                Worker.signing(secret, () -> err.println(text.get("refused.task"))));
        Map<String, GameRow> rows;
        try {
            err.println(text.get("start", family.name(), last, reduction.games().size(), family.codes().size(),
                    member.getCluster().getMembers().size(), folder));
            ProgressReport progress = new ProgressReport(ProgressReport.mode(terminal, quiet), err, text, System::nanoTime);
            rows = new CensusRun(member, store, last, gameSeconds, misereStates, cores, secret).run(reduction, progress, stop);
            progress.end();
        } finally {
            member.getLifecycleService().terminate();
        }
        Table table = new Table(reduction, rows);
        double seconds = (System.nanoTime() - start) / 1e9;
        if (rows.size() < reduction.games().size()) {
            err.println(text.get("stopped", rows.size(), reduction.games().size(), folder));
            return 130;
        }
        List<String> lines = Summary.lines(text, family.name(), family.codes().size(), last, table, seconds, misereStates > 0);
        AtomicFile.write(csvFile, table.csv());
        AtomicFile.write(page, HtmlPage.of(text, text.get("page.title", family.name(), last), lines, table));
        PrintStream summary = json ? err : out;
        if (json) {
            out.println(table.json());
        }
        lines.forEach(summary::println);
        summary.println(text.get("summary.table", csvFile));
        summary.println(text.get("summary.page", page));
        return 0;
    }

    /** @return N, read here rather than by picocli so that a bad one is told in the person's language */
    private static int heaps(String to) {
        // ASCII digits only: Integer.parseInt would also take other scripts' digits, such as １０.
        String digits = to == null ? "" : to.strip().replace("_", "");
        int last = digits.matches("[0-9]{1,9}") ? Integer.parseInt(digits) : 0;
        if (last >= 1 && last <= LARGEST_TO) {
            return last;
        }
        throw new CensusInputException("error.to", to == null ? "-" : to, LARGEST_TO);
    }

    /** A table's folder is checked before the census, not after it has run for hours (DIR is made by the store). */
    private static void writableFolder(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || Files.isDirectory(file) || !Files.isDirectory(folder) || !Files.isWritable(folder)) {
            throw new CensusInputException("error.output", file);
        }
    }

    /** @return the arguments without the leading "census" the launcher may pass on */
    static String[] withoutCommandName(String[] args) {
        return args.length > 0 && args[0].equals("census") ? Arrays.copyOfRange(args, 1, args.length) : args;
    }
}
