const mysql = require('mysql2/promise');
(async () => {
  const c = await mysql.createConnection({ host: '127.0.0.1', port: 9556 });
  const [r] = await c.query("SELECT COUNT(*) AS c FROM candidates");
  console.log(new Date().toISOString(), JSON.stringify(r));
  await c.end();
})();
