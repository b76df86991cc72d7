'use strict';

// The static edition's worker: runs the compiled engine (engine.js) off the page's thread. It
// tells the page when it starts a request (the page's clock for the server's time limit starts
// then) and how many states the search has explored.

importScripts('engine.js');
self.main([]);
self.grundyProgress = (states) => postMessage({progress: states});
postMessage({maxMillis: self.maxMillis()});
// The page's first answers come from its own thread; the worker's first question would otherwise
// pay for the engine's first steps (its message files, the games' registry, the solvers' classes).
self.solve('nim 3 4 5', null, -2147483648, 'en');

self.onmessage = ({data: {id, call, args}}) => {
  postMessage({started: id});
  let answer;
  try {
    answer = self[call](...args);
  } catch (e) {
    answer = JSON.stringify({error: String(e && e.message || e)});
  }
  postMessage({id, answer});
};
