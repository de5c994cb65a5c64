// jsdom for the jest tests that render into a DOM (`@jest-environment ./scripts/jest/jsdom-environment.mjs`),
// with the encoders react-router needs at import time and the fetch API's Response and Headers (a test's
// stand-in for the network answers with them): jsdom leaves these out.
import { TextDecoder, TextEncoder } from 'node:util';
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    Object.assign(this.global, { TextEncoder, TextDecoder, Response, Headers });
  }
}
