package dev.grundy.misere.quotient;

import java.util.Properties;

/**
 * A quotient build that gave up before the quotient was final, with the limits it had, kept by the
 * {@link QuotientStore} so that a later question with the same or smaller limits is told at once
 * instead of building again; larger limits try again.
 *
 * @param game the game's name
 * @param lastHeap the last heap the build was allowed
 * @param states the states it was allowed
 * @param seconds the seconds it was allowed
 * @param mostOrder the largest order it was allowed
 * @param reached the last heap it built
 * @param order the order it reached
 * @param stop why it stopped
 */
public record FailedBuild(String game, int lastHeap, long states, int seconds, int mostOrder, int reached, int order,
                          QuotientBuilder.Stop stop) {

    /**
     * @param lastHeap the last heap a new build would be allowed
     * @param states its states
     * @param seconds its seconds
     * @param mostOrder its largest order
     * @return true when this build had the same or larger limits in every respect, so a new one
     *     would give up too
     */
    public boolean covers(int lastHeap, long states, int seconds, int mostOrder) {
        return this.lastHeap >= lastHeap && this.states >= states && this.seconds >= seconds && this.mostOrder >= mostOrder;
    }

    /** @return the record as properties, for a file */
    Properties toProperties() {
        Properties written = new Properties();
        written.setProperty("game", game);
        written.setProperty("lastHeap", Integer.toString(lastHeap));
        written.setProperty("states", Long.toString(states));
        written.setProperty("seconds", Integer.toString(seconds));
        written.setProperty("mostOrder", Integer.toString(mostOrder));
        written.setProperty("reached", Integer.toString(reached));
        written.setProperty("order", Integer.toString(order));
        written.setProperty("stop", stop.name());
        return written;
    }

    /**
     * @param read the properties of a file
     * @return the record, or null when they are not one (a file that cannot be believed is no record)
     */
    static FailedBuild fromProperties(Properties read) {
        try {
            return new FailedBuild(read.getProperty("game"), Integer.parseInt(read.getProperty("lastHeap")),
                    Long.parseLong(read.getProperty("states")), Integer.parseInt(read.getProperty("seconds")),
                    Integer.parseInt(read.getProperty("mostOrder")),
                    Integer.parseInt(read.getProperty("reached")), Integer.parseInt(read.getProperty("order")),
                    QuotientBuilder.Stop.valueOf(read.getProperty("stop")));
        } catch (RuntimeException unreadable) {
            return null;
        }
    }
}
