module.exports = require('../tooling/src/jest-web.js')(__dirname);
