// The package surface for other workspaces (scripts, e2e): build the app or read its config.
export { createGatewayApp, type GatewayApp } from './app';
export { loadConfig, type GatewayConfig } from './config';
