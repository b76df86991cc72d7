'use strict';

// The static edition's worker: runs the compiled engine (engine.js) off the page's thread. It
// tells the page when it starts a request (the page's clock for the server's time limit starts
// then) and how many states the search has explored.

importScripts('engine.js');
self.main([]);
self.grundyProgress = (states) => postMessage({progress: states});
postMessage({maxMillis: self.maxMillis()});

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
