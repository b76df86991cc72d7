/**
 * Green Hackenbush: graphs whose edges are cut, everything no longer connected to the ground
 * falling. Values by the fusion and colon principles on the tree of bridges, in linear time
 * ({@link dev.grundy.hackenbush.FusionAnalysis}); bridges by Tarjan's lowpoint method without
 * recursion; every cut to a value by a second pass; graphs written inline or read from a file.
 */
package dev.grundy.hackenbush;
