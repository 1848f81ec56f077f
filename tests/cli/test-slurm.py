#!/usr/bin/env python3
"""A sweep split into shards on a real single-node Slurm cluster, merged, and
compared with the same sweep in one process (docs/balance.md, "At scale").

The test starts its own munged, slurmctld and slurmd on localhost, with a key,
a configuration and state written into a temporary directory and free ports,
submits a four-task job array (sbatch --array=1-4), merges the shards the tasks
wrote, and stops and removes everything after, whatever happened.

Usage: test-slurm.py SANDTABLE_CLI SOURCE_ROOT. Prints TAP-like lines and a
final 'N passed, N failed' line; exits 1 on any failure, 77 (skipped) only when
Slurm or munge is not installed (tools/deps.txt lists them: slurm-wlm, munge)."""

import json
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

cli, root = os.path.abspath(sys.argv[1]), sys.argv[2]
results = []
TASKS = 4

programs = {name: shutil.which(name) or next((p for p in (f"/usr/sbin/{name}", f"/usr/bin/{name}")
                                              if os.access(p, os.X_OK)), None)
            for name in ("munged", "mungekey", "slurmctld", "slurmd", "sbatch", "squeue", "sinfo", "scontrol",
                         "scancel")}
missing = [name for name, path in programs.items() if path is None]
if missing:
    print(f"1..0 # SKIP not installed: {', '.join(missing)} (apt-get install slurm-wlm munge)")
    sys.exit(77)


def check(name, condition, detail=""):
    results.append(condition)
    print(("ok " if condition else "not ok ") + name + ("" if condition else f"  # {detail}"), flush=True)


def free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


tmp = tempfile.mkdtemp(prefix="sandtable-slurm-")
os.chmod(tmp, 0o755)  # munged wants its socket's directory searchable
for sub in ("state", "spool", "log"):
    os.mkdir(os.path.join(tmp, sub))
user = pwd.getpwuid(os.getuid()).pw_name
conf = os.path.join(tmp, "slurm.conf")
sock = os.path.join(tmp, "munge.sock")
env = {**os.environ, "SLURM_CONF": conf}
for name in [n for n in env if n.startswith(("SLURM_", "SBATCH_", "SQUEUE_")) and n != "SLURM_CONF"]:
    del env[name]
daemons = []


def log(name):
    path = os.path.join(tmp, "log", name)
    return open(path, encoding="utf-8", errors="replace").read()[-1500:] if os.path.exists(path) else ""


def tool(*args, timeout=30):
    return subprocess.run([programs[args[0]], *args[1:]], capture_output=True, text=True, timeout=timeout,
                          env=env, cwd=tmp)


def start(name, *args):
    out = open(os.path.join(tmp, "log", f"{name}.out"), "w")
    daemons.append(subprocess.Popen([programs[name], *args], stdout=out, stderr=subprocess.STDOUT, env=env,
                                    cwd=tmp, start_new_session=True))


def wait_for(condition, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.2)
    return condition()


def node_state():
    r = tool("sinfo", "-h", "-o", "%t", timeout=10)
    return r.stdout.strip() if r.returncode == 0 else ""


try:
    key = os.path.join(tmp, "munge.key")
    r = tool("mungekey", "--create", f"--keyfile={key}")
    check("mungekey writes a key for this cluster alone", r.returncode == 0 and os.path.exists(key), r.stderr)
    start("munged", "--foreground", "--force", "--num-threads=4", f"--socket={sock}", f"--key-file={key}",
          f"--log-file={os.path.join(tmp, 'log', 'munged.log')}", f"--pid-file={os.path.join(tmp, 'munged.pid')}",
          f"--seed-file={os.path.join(tmp, 'munged.seed')}")
    check("munged starts", wait_for(lambda: os.path.exists(sock), 15), log("munged.out") + log("munged.log"))

    with open(conf, "w", encoding="utf-8") as f:
        f.write(f"""ClusterName=sandtable-test
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort={free_port()}
SlurmdPort={free_port()}
SlurmUser={user}
SlurmdUser={user}
AuthType=auth/munge
AuthInfo=socket={sock}
CredType=cred/munge
StateSaveLocation={tmp}/state
SlurmdSpoolDir={tmp}/spool
SlurmctldPidFile={tmp}/slurmctld.pid
SlurmdPidFile={tmp}/slurmd.pid
SlurmctldLogFile={tmp}/log/slurmctld.log
SlurmdLogFile={tmp}/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
InactiveLimit=0
KillWait=5
NodeName=localhost NodeAddr=127.0.0.1 CPUs={os.cpu_count() or 1} State=UNKNOWN
PartitionName=sandtable Nodes=localhost Default=YES MaxTime=INFINITE State=UP
""")
    start("slurmctld", "-D", "-i", "-f", conf)
    start("slurmd", "-D", "-N", "localhost", "-f", conf)
    up = wait_for(lambda: node_state() in ("idle", "mix", "alloc"), 30)
    if not up and node_state().startswith(("down", "drain")):
        tool("scontrol", "update", "nodename=localhost", "state=resume")
        up = wait_for(lambda: node_state() in ("idle", "mix", "alloc"), 15)
    check("slurmctld and slurmd on localhost: the node is up", up,
          node_state() + "\n" + log("slurmctld.log") + log("slurmd.log") + log("slurmd.out"))

    shutil.copy(os.path.join(root, "data", "scenarios", "maneuver-basic.xml"), tmp)
    sweep = ["sweep", "maneuver-basic.xml", "--param", "turn-limit", "--values", "3,6,9", "--games", "8",
             "--p1", "greedy", "--p2", "greedy", "--json"]
    script = os.path.join(tmp, "sweep.sh")
    with open(script, "w", encoding="utf-8") as f:
        f.write(f"""#!/bin/sh
#SBATCH --job-name=sandtable-sweep
#SBATCH --array=1-{TASKS}
#SBATCH --cpus-per-task=1
#SBATCH --output={tmp}/task-%a.log
cd {tmp} || exit 1
exec {cli} {' '.join(sweep)} --shard "$SLURM_ARRAY_TASK_ID/$SLURM_ARRAY_TASK_COUNT" \\
  > "shard-$SLURM_ARRAY_TASK_ID.json"
""")
    r = tool("sbatch", "--parsable", script)
    job = r.stdout.strip().split(";")[0]
    check("sbatch takes the four-task array", r.returncode == 0 and job.isdigit(), r.stdout + r.stderr)
    done = up and job.isdigit() and wait_for(
        lambda: tool("squeue", "-h", "-j", job, timeout=10).stdout.strip() == "", 120)
    shards = [os.path.join(tmp, f"shard-{k}.json") for k in range(1, TASKS + 1)]
    logs = "".join(open(p, errors="replace").read()[-300:] for p in
                   (os.path.join(tmp, f"task-{k}.log") for k in range(1, TASKS + 1)) if os.path.exists(p))
    check("every task of the array ran and wrote its shard",
          done and all(os.path.exists(p) and os.path.getsize(p) > 0 for p in shards),
          logs + log("slurmctld.log") + log("slurmd.log"))
    numbers = []
    for p in shards:
        try:
            with open(p, encoding="utf-8") as f:
                data = json.load(f)
            numbers.append((data["shard"], data["shards"]))
        except (OSError, ValueError, KeyError):
            numbers.append(None)
    check("the tasks played shards 1 to 4 of 4", numbers == [(k, TASKS) for k in range(1, TASKS + 1)],
          str(numbers) + logs)

    merged = subprocess.run([cli, "merge", *shards], capture_output=True, text=True, timeout=120, cwd=tmp)
    whole = subprocess.run([cli, *sweep, "--jobs", "2"], capture_output=True, text=True, timeout=300, cwd=tmp)
    check("the merged shards give the report of the sweep run in one process",
          merged.returncode == 0 and whole.returncode == 0 and merged.stdout == whole.stdout
          and len(json.loads(whole.stdout)["values"]) == 3,
          merged.stderr[-400:] + whole.stderr[-400:] + merged.stdout[:300] + whole.stdout[:300])
finally:
    if "job" in globals() and job.isdigit():
        tool("scancel", job, timeout=10)
    for daemon in reversed(daemons):
        if daemon.poll() is None:
            os.killpg(daemon.pid, signal.SIGTERM)
    for daemon in reversed(daemons):
        try:
            daemon.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(daemon.pid, signal.SIGKILL)
            daemon.wait(timeout=10)
    shutil.rmtree(tmp, ignore_errors=True)

passed = sum(results)
failed = len(results) - passed
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
