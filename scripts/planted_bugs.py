#!/usr/bin/env python3
"""planted_bugs.py measures how many planted bugs a campaign kills.

Each bug is one realistic edit of irfuzz's model of PyPTO: a rule in
verifier/, a pass in pipeline/ or an op's type deduction in ir/ (a check
dropped, a condition narrowed or off by one, a wrong operand, a missing
case of a switch, an offset miscomputed, a remainder dropped, a sync wait
dropped). The BUGS table says, beside each, what it breaks and whether the
unit tests of its package catch it.

The script makes one detached git worktree of HEAD in a temporary
directory and, per bug, applies the edit there, builds irfuzz and restores
the file (one worktree, so Go's build cache is shared across the bugs).
Every edit is checked to apply (its text occurs exactly once) and every
binary is built before any campaign runs; an edit that no longer applies
or does not build stops the script (exit status 2) naming the bug.

For each bug it then runs a campaign (-n N -seed 1, every profile, W
workers, no minimization, no corpus) with every oracle and again without
the mutant oracle, and counts the finding signatures the clean build's
campaign of the same settings does not have. A bug is killed when that
count is not zero. Per bug it prints one line: killed or not with and
without the mutant oracle, and the first new signature; then the summary
"killed K of N (P%)" for both, over every bug and over the bugs the unit
tests catch (issue 16's measure: a campaign must catch what they catch).

usage: scripts/planted_bugs.py [-h] [--workers W] [--json FILE] [--unit]
                               [--list] [N] [BUG ...]

  N            cases per campaign (default 1500)
  BUG          limit the run to these bugs (names from --list)
  --workers W  campaign workers (default 2)
  --json FILE  write the per-bug results (and the summary) as JSON to FILE
  --unit       instead of campaigns, run the unit tests of each bug's
               package(s) with the edit applied and report which fail
  --list       print the bugs (name, package, file) and exit

Run it from the repository; it needs git and go. Exit status 0 when the
measurement ran, 2 on bad usage, an edit that no longer applies, a build
that fails or a campaign that writes no findings.json.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time


def bug(path, old, new, unit, tests=None):
    """One planted bug: replace old (which must occur exactly once) by new
    in path. unit records whether the unit tests of tests (default: the
    package of path) fail with it (--unit measures it again)."""
    return {'path': path, 'old': old, 'new': new, 'unit': unit, 'tests': tests or ['./' + os.path.dirname(path)]}


BUGS = {
    # ---- verifier/ ----
    # TypeCheck forgets that a valid extent may exceed the physical one.
    # Unit tests catch it:
    # TestRuleCases/TypeCheck/reject_valid_shape_exceeds.py
    'typecheck-exceeds-unchecked': bug('verifier/type_check.go',
        'if proveLE(valid[i], physical[i]) == ir.ProofFalse {',
        'if false && proveLE(valid[i], physical[i]) == ir.ProofFalse {',
        unit=True),
    # UseAfterDefCheck checks only the uses inside types.
    # Unit tests catch it:
    # TestRuleCases/UseAfterDefCheck/reject_loop_var_after_loop.py,
    # reject_undefined_dynamic_dim.py
    'useafterdef-types-only': bug('verifier/use_after_def.go',
        'if !u.in[v] {', 'if !u.in[v] && u.visitingType {',
        unit=True),
    # NoNestedCall checks a call's argument only when it is the only one.
    # Unit tests catch it:
    # TestRuleCases/NoNestedCall/reject_call_in_call_args.py
    'nestedcall-single-arg-only': bug('verifier/no_nested_call.go',
        'if isCall(a) {', 'if isCall(a) && a == e.Args[0] && len(e.Args) == 1 {',
        unit=True),
    # OutParamNotShadowed takes any call with arguments as writing the
    # parameter.
    # Unit tests catch it:
    # TestRuleCases/OutParamNotShadowed/reject_out_bound_to_new_tensor.py,
    # reject_store_into_other_tensor.py
    'outparam-any-call-threads': bug('verifier/out_param_not_shadowed.go',
        'if !isOut || !isCall || callThreadsParam(c, a.Var) {',
        'if !isOut || !isCall || callThreadsParam(c, a.Var) || len(c.Args) > 0 {',
        unit=True),
    # BreakContinueCheck forgets the loop's kind (parallel, unroll).
    # Unit tests catch it:
    # TestRuleCases/BreakContinueCheck/reject_parallel_and_unroll.py
    'breakcontinue-loop-kind-lost': bug('verifier/break_continue.go',
        'loops = append(loops, s.Kind)', 'loops = append(loops, ir.Sequential)',
        unit=True),
    # SSAVerify allows a second assignment.
    # Unit tests catch it:
    # TestRuleCases/SSAVerify/reject_multiple_assignment.py
    'ssa-multiple-assignment-off-by-one': bug('verifier/ssa_verify.go',
        'if n := x.defs; n > 1 {', 'if n := x.defs; n > 2 {',
        unit=True),

    # ---- pipeline/ ----
    # ConvertToSSA: an if gets a phi only for a variable both branches
    # change (|| typed &&): a variable one branch (or an if without else)
    # assigns keeps its version from before the if.
    # Unit tests catch it: TestPassCases/ConvertToSSA/reassign_loop_if
    'ssa-phi-needs-both-branches': bug('pipeline/convert_to_ssa.go',
        'if b != v || inElse && b != e {',
        'if b != v && inElse && b != e {',
        unit=True),
    # Simplify binds a constant-bound loop variable to [start, stop-1)
    # (the bound's end taken as inclusive): a guard on the last iteration
    # is folded away, a two-trip loop's variable becomes the constant start.
    # Unit tests catch it: TestPassCases/Simplify/index_guard_and_compare
    'simplify-loop-range-off-by-one': bug('pipeline/simplify.go',
        's.an.BindRange(f.LoopVar, startC.Value, stopC.Value)',
        's.an.BindRange(f.LoopVar, startC.Value, stopC.Value-1)',
        unit=True),
    # CtrlFlowTransform lowers a for loop with break to `while i < stop`
    # whatever its step: a descending loop (negative step) runs no
    # iteration.
    # Unit tests miss it: no test has a descending loop with break; `for i in
    # pl.range(3, -1, -1): if i < n: break` becomes `while i > -1 and not
    # flag` -> `while i < -1 ...`
    'ctrlflow-break-descending-cond': bug('pipeline/ctrl_flow_transform.go',
        '\top := ir.OpLt\n\tif c, ok := s.Step.(*ir.ConstInt); ok && c.Value < 0 {\n\t\top = ir.OpGt\n\t}\n',
        '\top := ir.OpLt\n',
        unit=False),
    # CtrlFlowTransform: an if whose branch ends in continue (or break)
    # keeps, on its other path, that branch's statements but loses the
    # statements after the if (the rest of the body is dropped).
    # Unit tests catch it:
    # TestPassCases/CtrlFlowTransform/continue_with_carry
    'ctrlflow-escape-rest-dropped': bug('pipeline/ctrl_flow_transform.go',
        '\treturn append(out, post...)\n', '\treturn out\n',
        unit=True),
    # UnrollLoops emits the iteration at stop too (<= for <).
    # Unit tests catch it: TestPassCases/UnrollLoops/unroll_offsets
    'unroll-inclusive-stop': bug('pipeline/unroll_loops.go',
        'for i := start; i < stop; i += step {',
        'for i := start; i <= stop; i += step {',
        unit=True),
    # DeepClone (UnrollLoops, LowerPipelineLoops, CtrlFlowTransform's loop
    # variable renaming) does not rewrite an if's else branch: it keeps
    # reading the loop variable the copy replaced.
    # Unit tests miss it: no test unrolls an if with an else reading the loop
    # variable; such a kernel fails SSAVerify after ConvertToSSA (i__FREE_VAR)
    'clone-skips-else-branch': bug('pipeline/unroll_loops.go',
        '\t\tc.Cond, c.Then = d.expr(s.Cond), d.stmt(s.Then)\n\t\tif s.Else != nil {\n\t\t\tc.Else = d.stmt(s.Else)\n\t\t}\n',
        '\t\tc.Cond, c.Then = d.expr(s.Cond), d.stmt(s.Then)\n',
        unit=False),
    # FlattenCallExpr leaves an if's else branch as it is: nested calls
    # there stay nested.
    # Unit tests miss it: no test has a nested call in an else branch; such a
    # kernel keeps it and fails to compile (no address for the nested call's
    # tile)
    'flattencall-skips-else': bug('pipeline/flatten_call_expr.go',
        'th, el := fl.body(s.Then), fl.body(s.Else)',
        'th, el := fl.body(s.Then), s.Else',
        unit=False),
    # InferTileMemorySpace places a retargetable producer a cube operand
    # (Left / Right) demands straight in that space instead of staging it
    # in Mat (StagingSpaceForLoad).
    # Unit tests catch it: TestPassCases (ExpandMixedKernel,
    # InferTileMemorySpace, ...), TestAccOperand*, TestExplicitTargetMemory
    # and more
    'infermem-cube-operand-unstaged': bug('pipeline/infer_tile_memory_space.go',
        'return ir.Mat, nil // StagingSpaceForLoad',
        'return d, nil // StagingSpaceForLoad',
        unit=True),
    # FlattenTileNdTo2D folds an ND offset into the merged row without
    # scaling by the inner extents (row = o0 + o1 for o0*d1 + o1): an ND
    # tile.assemble or NZ Mat load lands on the wrong rows.
    # Unit tests miss it: no test assembles into a rank-3 tile at a non-zero
    # leading offset; assemble(t[2,8,16], s, [1, 0, 0]) gets offset [1, 0] for
    # [8, 0]
    'flatten2d-row-offset-unscaled': bug('pipeline/flatten_tile_nd_to_2d.go',
        'row = memAdd(mulIndex(row, shape[i]), offs[i])',
        'row = memAdd(row, offs[i])',
        unit=False),
    # LegalizeTileCast forgets to chain: every hop casts the original
    # source, so the last hop is the non-native cast itself.
    # Unit tests catch it: TestPassCases/LegalizeTileCast/a2a3_chains,
    # a5_chains
    'legalizecast-hops-not-chained': bug('pipeline/legalize_tile_cast.go',
        '\t\tl.next++\n\t\tstmts = append(stmts, &ir.AssignStmt{Var: v, Value: hop, Pos: a.Pos})\n\t\tcur = v\n',
        '\t\tl.next++\n\t\tstmts = append(stmts, &ir.AssignStmt{Var: v, Value: hop, Pos: a.Pos})\n',
        unit=True),
    # CanonicalizeTileSlice folds tile.extract of a slice into its base
    # adding the slice's row offset but not its column offset.
    # Unit tests catch it:
    # TestPassCases/CanonicalizeTileSlice/mat_slice_folds,
    # unaligned_vec_window
    'canonslice-extract-col-dropped': bug('pipeline/canonicalize_tile_slice.go',
        'args := []ir.Expr{w.base, memAdd(call.Args[1], w.row), memAdd(call.Args[2], w.col), call.Args[3]}',
        'args := []ir.Expr{w.base, memAdd(call.Args[1], w.row), call.Args[2], call.Args[3]}',
        unit=True),
    # LowerPipelineLoops (static bounds) drops a remainder of one
    # iteration (rem > 1 for rem > 0).
    # Unit tests catch it: TestPassCases/LowerPipelineLoops/static_tail_carry
    'pipelineloops-remainder-one-dropped': bug('pipeline/lower_pipeline_loops.go',
        '\tif rem > 0 {\n\t\tinit := iterInits(s.IterArgs)',
        '\tif rem > 1 {\n\t\tinit := iterInits(s.IterArgs)',
        unit=True),
    # InitMemRef places a tile.slice at the element offset of its window,
    # not the byte offset (the element size forgotten).
    # Unit tests catch it: TestPassCases/InitMemRef/acc_slice_span, fillpad_*
    # and AllocateMemoryAddr/order_and_align
    'memref-slice-offset-in-elements': bug('pipeline/memrefs.go',
        'return memMul(lin, int64(parent.DType.Bytes())), nil',
        'return lin, nil',
        unit=True),
    # MaterializeSemanticAliases moves a loop's yield value onto its carry
    # buffer when later statements only read the carry: the producer
    # overwrites the carry before those reads.
    # Unit tests catch it:
    # TestPassCases/MaterializeSemanticAliases/carry_still_read
    'aliases-dead-ignores-reads': bug('pipeline/materialize_semantic_aliases.go',
        'if subtreeReadsBase(later, base) || subtreeWritesBase(later, base) {',
        'if subtreeWritesBase(later, base) {',
        unit=True),
    # MemoryReuse: a value defined before a loop and read inside it is no
    # longer live to the loop's exit, so a later statement of the body may
    # take its buffer before the next iteration reads it.
    # Unit tests catch it:
    # TestPassCases/MemoryReuse/inplace_acc_loop_rejected,
    # inplace_vec_loop_copy, nested_if_in_loop;
    # TestMemoryReuseInPlaceRefusedAsInput
    'reuse-loop-liveness-dropped': bug('pipeline/memory_reuse.go',
        '\t\t\tif rd.loop != nil {\n\t\t\t\tt = 2 * w.exit[rd.loop]\n\t\t\t}\n',
        '',
        unit=True),
    # AllocateMemoryAddr rebuilds every MemRef at its allocation's
    # address, dropping the MemRef's own offset (slices, Acc windows).
    # Unit tests catch it: TestPassCases/AllocateMemoryAddr/order_and_align
    'allocaddr-view-offset-dropped': bug('pipeline/allocate_memory_addr.go',
        'Offset: memAdd(ir.ConstI(a), mr.Offset)',
        'Offset: ir.ConstI(a)',
        unit=True),
    # InsertSync takes a set / wait pair as covering a dependency whose
    # producer runs after the set: that consumer waits for nothing.
    # Unit tests catch it: TestPassCases/InsertSync, TestInsertSyncEventIDs
    # and the *Simulates tests
    'sync-cover-ignores-producer': bug('pipeline/insert_sync.go',
        'if d.a+1 <= pr.set && pr.wait <= d.w && len(s.exitsBetween(k.b, d.a+1, pr.set)) == 0 {',
        'if pr.wait <= d.w && len(s.exitsBetween(k.b, d.a+1, pr.set)) == 0 {',
        unit=True),
    # InsertSync forgets the cube pipe among the pipes needing a barrier
    # within one pipe: no bar_m between dependent M-pipe ops.
    # Unit tests catch it: TestPassCases/InsertSync/same_pipe_cube_barrier
    'sync-no-bar-m': bug('pipeline/insert_sync.go',
        '\tcase ir.PipeV, ir.PipeM:\n\t\treturn p, true\n\t}\n\treturn 0, false',
        '\tcase ir.PipeV:\n\t\treturn p, true\n\t}\n\treturn 0, false',
        unit=True),
    # NormalizeReturnOrder remaps the tuple indices of submits of a
    # permuted kernel but not of plain calls.
    # Unit tests catch it: TestPassCases/NormalizeReturnOrder/carried_swap
    'returnorder-calls-unpermuted': bug('pipeline/normalize_return_order.go',
        '\t\tcase *ir.Call:\n\t\t\tif x.Op == nil {\n\t\t\t\tcallee = x.Callee\n\t\t\t}\n\t\tcase *ir.Submit:',
        '\t\tcase *ir.Submit:',
        unit=True),
    # SplitVectorKernel halves an odd constant extent by floor, not ceil:
    # lane 1 loses the last row (column).
    # Unit tests miss it: no test splits an odd extent; a [15, 64] UP_DOWN
    # AIV kernel gets [7, 64] halves and its row 14 is never written
    'splitvector-half-floor': bug('pipeline/split_axis.go',
        'return &ir.ConstInt{Value: (c.Value + 1) / 2, DType: c.DType, Pos: c.Pos}',
        'return &ir.ConstInt{Value: c.Value / 2, DType: c.DType, Pos: c.Pos}',
        unit=False),

    # ---- ir/ ----
    # A row reduction's result is deduced valid on every row of its input
    # (its shape, not its valid shape).
    # Unit tests miss it: neither ./ir nor ./pipeline deduces a row reduction
    # of a partly valid tile; row_sum of a valid_shape=[4, 16] tile stores 16
    # rows, 12 undefined
    'ir-row-reduce-valid-rows': bug('ir/ops_reduction.go',
        'valid := append(append([]Expr(nil), t.ValidShape()[:n-1]...), ConstI(1))',
        'valid := append(append([]Expr(nil), t.Shape[:n-1]...), ConstI(1))',
        tests=['./ir', './pipeline'],
        unit=False),
}

NO_MUTANT = ('validity,crash,contract,roundtrip,purity,determinism,differential,simdiag,soundness,precision,'
             'pypto,acceptance,passdiff,pyptosim,ptodiff')


class Failure(Exception):
    """A reason to stop: an edit that does not apply, a failed build."""


def run(args, **kw):
    return subprocess.run(args, check=True, capture_output=True, text=True, **kw)


class Tree:
    """One detached worktree of HEAD; edits are applied and undone in it."""

    def __init__(self, root, work):
        self.root, self.dir = root, os.path.join(work, 'src')
        run(['git', '-C', root, 'worktree', 'add', '--detach', self.dir, 'HEAD'])

    def close(self):
        subprocess.run(['git', '-C', self.root, 'worktree', 'remove', '--force', self.dir], capture_output=True)

    def check(self, name, b):
        p = os.path.join(self.dir, b['path'])
        if not os.path.exists(p):
            return f'{name}: {b["path"]} does not exist'
        k = open(p).read().count(b['old'])
        if k != 1:
            return f'{name}: {b["path"]} holds {k} copies of {b["old"]!r}, not exactly one (update its edit)'
        return None

    def apply(self, name, b):
        err = self.check(name, b)
        if err:
            raise Failure(err)
        p = os.path.join(self.dir, b['path'])
        src = open(p).read()
        open(p, 'w').write(src.replace(b['old'], b['new'], 1))

    def restore(self, b):
        run(['git', '-C', self.dir, 'checkout', '--', b['path']])

    def build(self, out):
        r = subprocess.run(['go', 'build', '-o', out, './cmd/irfuzz'], cwd=self.dir, capture_output=True, text=True)
        if r.returncode != 0:
            return r.stderr.strip()
        return None


def signatures(binary, work, oracles, n, workers):
    """The finding signatures (with their first finding) of one campaign."""
    out = os.path.join(work, 'out')
    shutil.rmtree(out, ignore_errors=True)
    args = [binary, '-n', str(n), '-seed', '1', '-workers', str(workers), '-minimize=false', '-corpus', '', '-out', out]
    if oracles:
        args += ['-oracles', oracles]
    r = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    path = os.path.join(out, 'findings.json')
    if r.returncode not in (0, 1) or not os.path.exists(path):
        raise Failure(f'{os.path.basename(binary)}: the campaign exited {r.returncode} without {path}: {r.stderr.strip()[-500:]}')
    with open(path) as f:
        return {x['signature']: x for x in json.load(f)}


def pct(k, n):
    return f'{100.0 * k / n:.0f}%' if n else '-'


def unit(tree, names):
    """Runs each bug's unit tests with its edit applied."""
    results = []
    for name in names:
        b = BUGS[name]
        tree.apply(name, b)
        try:
            r = subprocess.run(['go', 'test', '-count=1'] + b['tests'], cwd=tree.dir, capture_output=True, text=True)
        finally:
            tree.restore(b)
        text = r.stdout + r.stderr
        if '[build failed]' in text or '[setup failed]' in text:
            raise Failure(f'{name}: the edit does not build:\n{text.strip()[-1500:]}')
        failed = sorted(set(re.findall(r'^\s*--- FAIL: (\S+)', text, re.M)))
        top = sorted({t.split('/')[0] for t in failed})
        caught = r.returncode != 0
        results.append({'name': name, 'path': b['path'], 'tests': b['tests'], 'caught': caught, 'recorded': b['unit'],
                        'failing': failed})
        shown = ', '.join(top[:6]) + (f' (+{len(top) - 6} more)' if len(top) > 6 else '')
        drift = '' if caught == b['unit'] else f' (the table says unit={b["unit"]}: update it)'
        print(f'{name}: unit tests {"catch it" if caught else "miss it"}' + (f': {shown}' if shown else '') + drift, flush=True)
    k = sum(r['caught'] for r in results)
    print(f'unit tests catch {k} of {len(results)} ({pct(k, len(results))})')
    return {'mode': 'unit', 'bugs': results, 'caught': k, 'total': len(results)}


def campaigns(tree, work, names, n, workers):
    """Builds every binary, then runs the clean and the per-bug campaigns."""
    binaries = {}
    t0 = time.time()
    err = tree.build(os.path.join(work, 'irfuzz-clean'))
    if err:
        raise Failure(f'the clean tree does not build:\n{err}')
    for name in names:
        b = BUGS[name]
        tree.apply(name, b)
        try:
            err = tree.build(os.path.join(work, 'irfuzz-' + name))
        finally:
            tree.restore(b)
        if err:
            raise Failure(f'{name}: the edit does not build:\n{err}')
        binaries[name] = os.path.join(work, 'irfuzz-' + name)
    print(f'built {len(names) + 1} binaries in {time.time() - t0:.0f}s; {n} cases per campaign, seed 1, {workers} workers', flush=True)
    variants = (('with', ''), ('without', NO_MUTANT))
    clean = os.path.join(work, 'irfuzz-clean')
    base = {v: signatures(clean, work, o, n, workers) for v, o in variants}
    print(f'clean build: {len(base["with"])} signatures with the mutant oracle, {len(base["without"])} without', flush=True)
    results = []
    for name in names:
        t1 = time.time()
        row = {'name': name, 'path': BUGS[name]['path'], 'unit': BUGS[name]['unit']}
        for v, o in variants:
            found = signatures(binaries[name], work, o, n, workers)
            new = sorted(set(found) - set(base[v]))
            row[v] = {'killed': bool(new), 'new': [{'signature': s, 'oracle': found[s].get('oracle'),
                                                    'property': found[s].get('property'), 'pass': found[s].get('pass')}
                                                   for s in new]}
        os.remove(binaries[name])
        first = (row['without']['new'] or row['with']['new'] or [{}])[0].get('signature', '')
        print(f'{name}: killed {"yes" if row["with"]["killed"] else "no"} with the mutant oracle '
              f'({len(row["with"]["new"])} new), {"yes" if row["without"]["killed"] else "no"} without '
              f'({len(row["without"]["new"])} new)' + (f'; first: {first[:110]}' if first else '') +
              f' [{time.time() - t1:.0f}s]', flush=True)
        results.append(row)
    summary = {}
    caught = [r for r in results if BUGS[r['name']]['unit']]
    for v, _ in variants:
        k = sum(r[v]['killed'] for r in results)
        ku = sum(r[v]['killed'] for r in caught)
        summary[v] = {'killed': k, 'total': len(results), 'percent': round(100.0 * k / len(results), 1) if results else None,
                      'unit_caught_killed': ku, 'unit_caught_total': len(caught),
                      'unit_caught_percent': round(100.0 * ku / len(caught), 1) if caught else None}
        print(f'killed {k} of {len(results)} ({pct(k, len(results))}) {v} the mutant oracle ({n} cases, seed 1); '
              f'of the {len(caught)} the unit tests catch, {ku} ({pct(ku, len(caught))})')
    return {'mode': 'campaign', 'cases': n, 'seed': 1, 'workers': workers,
            'baseline': {v: sorted(base[v]) for v, _ in variants}, 'bugs': results, 'summary': summary}


def main():
    ap = argparse.ArgumentParser(description='Measure how many planted bugs a campaign (or the unit tests) kills.',
                                 usage='%(prog)s [-h] [--workers W] [--json FILE] [--unit] [--list] [N] [BUG ...]')
    ap.add_argument('args', nargs='*', metavar='N BUG', help='cases per campaign (default 1500), then bug names')
    ap.add_argument('--workers', type=int, default=2, help='campaign workers (default 2)')
    ap.add_argument('--json', metavar='FILE', help='write the per-bug results as JSON to FILE')
    ap.add_argument('--unit', action='store_true', help="run each bug's package unit tests instead of campaigns")
    ap.add_argument('--list', action='store_true', help='print the bugs and exit')
    a = ap.parse_args()
    if a.list:
        for name, b in BUGS.items():
            print(f'{name:40s} {b["path"]:42s} unit tests {"catch it" if b["unit"] else "miss it"}')
        return 0
    n, only = 1500, a.args
    if only and only[0].isdigit():
        n, only = int(only[0]), only[1:]
    unknown = [x for x in only if x not in BUGS]
    if unknown or n <= 0 or a.workers <= 0:
        ap.print_usage(sys.stderr)
        print(f'planted_bugs.py: unknown bug(s): {", ".join(unknown)} (see --list)' if unknown else
              'planted_bugs.py: N and --workers must be positive', file=sys.stderr)
        return 2
    names = [x for x in BUGS if not only or x in only]
    root = run(['git', 'rev-parse', '--show-toplevel']).stdout.strip()
    head = run(['git', '-C', root, 'rev-parse', '--short', 'HEAD']).stdout.strip()
    work = tempfile.mkdtemp(prefix='planted-')
    tree = None
    try:
        tree = Tree(root, work)
        errs = [e for e in (tree.check(x, BUGS[x]) for x in names) if e]
        if errs:
            raise Failure('edits that no longer apply:\n  ' + '\n  '.join(errs))
        res = unit(tree, names) if a.unit else campaigns(tree, work, names, n, a.workers)
        res['commit'] = head
        if a.json:
            with open(a.json, 'w') as f:
                json.dump(res, f, indent=1)
                f.write('\n')
    except Failure as e:
        print(f'planted_bugs.py: {e}', file=sys.stderr)
        return 2
    finally:
        if tree:
            tree.close()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
