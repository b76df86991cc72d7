package dev.grundy.misere.quotient;

import java.io.IOException;

/**
 * Where misère quotients are kept between questions, one per game. The front end chooses: the
 * command line keeps them in a folder of the user's cache ({@link QuotientFolder#standard()}), the
 * server only in memory ({@link #inMemory()}), so that no request writes a file.
 */
public interface QuotientStore {

    /**
     * @param game a game's name
     * @return its kept quotient, or null when there is none or it cannot be believed
     */
    MisereQuotient load(String game);

    /**
     * @param quotient a quotient to keep
     * @throws IOException if it cannot be kept
     */
    void save(MisereQuotient quotient) throws IOException;

    /**
     * @param game a game's name
     * @return the last build of it that gave up, with its limits, or null
     */
    FailedBuild failure(String game);

    /**
     * @param failed a build that gave up, to remember in place of any earlier one of the game
     * @throws IOException if it cannot be kept
     */
    void remember(FailedBuild failed) throws IOException;

    /**
     * @param game a game's name
     * @return where its quotient is kept, for people
     */
    String place(String game);

    /** @return a store in memory, holding at most {@value QuotientsInMemory#MOST_ENTRIES} table entries in all */
    static QuotientStore inMemory() {
        return new QuotientsInMemory(QuotientsInMemory.MOST_ENTRIES);
    }
}
