// The compose and kube steps block the event loop with spawnSync (podman, docker-compose) for seconds at
// a time. A loop blocked longer than the gateway's keep-alive time (Node's 5 s) has not yet seen the
// gateway close the pooled idle connection, and the next fetch goes out on that closed socket
// (UND_ERR_SOCKET "other side closed"; reproduced with a 6.5 s block against a server in another
// process, and gone with one turn of the loop first). So every fetch to the stack lets the loop turn once.
export async function fetchFresh(url, init) {
  await new Promise((resolve) => setImmediate(resolve));
  return fetch(url, init);
}
