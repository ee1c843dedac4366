// Guard: the npm scripts must run on the project's own Node 22 (the `node` devDependency),
// not the machine's Node 20. If npm skipped that package's install script, tools such as Vitest
// would silently run on Node 20; fail here with the fix instead.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Node ${process.versions.node} is running, but this project needs Node >= 22.12.\n` +
      `Run the scripts through npm (npm test, npm run …) after a normal 'npm ci', which installs\n` +
      `Node 22 into node_modules/.bin via the 'node' devDependency (do not pass --ignore-scripts).`,
  );
  process.exit(1);
}
