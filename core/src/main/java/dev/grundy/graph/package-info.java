/**
 * Games on directed graphs: reading a graph file, Grundy values in linear time on acyclic graphs
 * and the generalised Sprague–Grundy function, with draws, on graphs with cycles.
 */
package dev.grundy.graph;
