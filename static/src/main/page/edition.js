// The static edition: transport.js asks the engine compiled to JavaScript (engine.js), in a worker.
self.grundyEdition = 'static';
