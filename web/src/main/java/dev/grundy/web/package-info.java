/**
 * The HTTP server: the JSON API's endpoints within their limits (states, time, body and answer
 * size), reading request bodies strictly, and the page, which renders what the engine explains.
 */
package dev.grundy.web;
