// The server edition: transport.js asks the server. The static edition (web/target/static/) replaces
// this file with one that names itself, and transport.js asks the engine compiled to JavaScript.
self.grundyEdition = 'server';
