#!/usr/bin/env python3
"""planted_bugs.py measures how many planted verifier bugs a campaign kills.

Each bug is one realistic edit of a rule in verifier/ (a check dropped, a
condition narrowed, a bound off by one). For each, the script builds
irfuzz from HEAD with the edit in a temporary git worktree, runs a
campaign (-n N -seed 1, every profile, two workers, no minimization, no
corpus) with every oracle and again without the mutant oracle, and counts
the finding signatures the clean build's campaign of the same settings
does not have. A bug is killed when that count is not zero.

usage: scripts/planted_bugs.py [N] [BUG...]   (N defaults to 1500; BUG
       names limit the run to those bugs)

Run it from the repository; it needs git and go. Exit status 0.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

BUGS = {
    # TypeCheck forgets that a valid extent may exceed the physical one.
    'typecheck-exceeds-unchecked': ('verifier/type_check.go',
        'if proveLE(valid[i], physical[i]) == ir.ProofFalse {',
        'if false && proveLE(valid[i], physical[i]) == ir.ProofFalse {'),
    # UseAfterDefCheck checks only the uses inside types.
    'useafterdef-types-only': ('verifier/use_after_def.go',
        'if !u.in[v] {', 'if !u.in[v] && u.visitingType {'),
    # NoNestedCall checks a call's argument only when it is the only one.
    'nestedcall-single-arg-only': ('verifier/no_nested_call.go',
        'if isCall(a) {', 'if isCall(a) && a == e.Args[0] && len(e.Args) == 1 {'),
    # OutParamNotShadowed takes any call with arguments as writing the
    # parameter.
    'outparam-any-call-threads': ('verifier/out_param_not_shadowed.go',
        'if !isOut || !isCall || callThreadsParam(c, a.Var) {',
        'if !isOut || !isCall || callThreadsParam(c, a.Var) || len(c.Args) > 0 {'),
    # BreakContinueCheck forgets the loop's kind (parallel, unroll).
    'breakcontinue-loop-kind-lost': ('verifier/break_continue.go',
        'loops = append(loops, s.Kind)', 'loops = append(loops, ir.Sequential)'),
    # SSAVerify allows a second assignment.
    'ssa-multiple-assignment-off-by-one': ('verifier/ssa_verify.go',
        'if n := x.defs; n > 1 {', 'if n := x.defs; n > 2 {'),
}

NO_MUTANT = ('validity,crash,contract,roundtrip,purity,determinism,differential,simdiag,soundness,precision,'
             'pypto,acceptance,passdiff,pyptosim,ptodiff')


def build(root, work, name, edit):
    wt = os.path.join(work, 'wt-' + name)
    subprocess.run(['git', '-C', root, 'worktree', 'add', '--detach', wt, 'HEAD'], check=True, capture_output=True)
    try:
        if edit:
            path, old, new = edit
            p = os.path.join(wt, path)
            src = open(p).read()
            if old not in src:
                raise SystemExit(f'{name}: {path} no longer holds {old!r}')
            open(p, 'w').write(src.replace(old, new, 1))
        binary = os.path.join(work, 'irfuzz-' + name)
        subprocess.run(['go', 'build', '-o', binary, './cmd/irfuzz'], cwd=wt, check=True)
        return binary
    finally:
        subprocess.run(['git', '-C', root, 'worktree', 'remove', '--force', wt], check=True, capture_output=True)


def signatures(binary, work, oracles, n):
    out = os.path.join(work, 'out')
    shutil.rmtree(out, ignore_errors=True)
    args = [binary, '-n', str(n), '-seed', '1', '-workers', '2', '-minimize=false', '-corpus', '', '-out', out]
    if oracles:
        args += ['-oracles', oracles]
    subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(os.path.join(out, 'findings.json')) as f:
        return {x['signature'] for x in json.load(f)}


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    only = set(sys.argv[2:])
    root = subprocess.run(['git', 'rev-parse', '--show-toplevel'], check=True, capture_output=True, text=True).stdout.strip()
    work = tempfile.mkdtemp(prefix='planted-')
    clean = build(root, work, 'clean', None)
    base = {o: signatures(clean, work, o, n) for o in ('', NO_MUTANT)}
    killed = {'': 0, NO_MUTANT: 0}
    ran = 0
    for name, edit in BUGS.items():
        if only and name not in only:
            continue
        ran += 1
        binary = build(root, work, name, edit)
        cells = []
        for o in (NO_MUTANT, ''):
            new = sorted(signatures(binary, work, o, n) - base[o])
            killed[o] += bool(new)
            cells.append(f"{len(new)} new" + (f" ({new[0][:90]})" if new else ''))
        print(f'{name}: without the mutant oracle {cells[0]}; with it {cells[1]}', flush=True)
    print(f'killed: {killed[NO_MUTANT]} of {ran} without the mutant oracle, {killed[""]} of {ran} with it ({n} cases, seed 1)')
    shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    main()
