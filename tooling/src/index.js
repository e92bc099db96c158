// @ts-check
// tooling's public surface: the config factory and the sharing policy (the deploy command is a bin).
const { createRemoteConfig, createShellConfig } = require('./webpack');
const { sharedFor, SINGLETONS } = require('./sharing');

module.exports = { createRemoteConfig, createShellConfig, sharedFor, SINGLETONS };
