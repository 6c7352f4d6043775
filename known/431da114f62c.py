# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got undefined (N elements differ); stored by TSTORE from TMOV |  | out
# status: open
# oracle: differential
# property:
# pass:
# profile: OrchestrationReferencesResolved
# backend: Ascend950
# faults:
# seed: 1708172913994003015
# case: 4382
# generator: gen/v1
# statements: 6
# count: 2
# first_seen: 2026-12-08T00:34:58Z
# last_seen: 2026-12-08T00:35:02Z
# pypto_finding: fillpad-expand-inherits-nz-off-box.py
# class: loud
# pinned: src/ir/op/tile_ops/elementwise.cpp:1408-1413
# kind: pypto-bug
# upstream: not reported upstream; the class of known/506e6d162f3a.py (docs/findings.md, "The 2,000-case default campaign of 2026-12-07 (third session)"), signed by the output it leaves undefined
# note: the INT8 [2, 97] tile.fillpad_expand of a [2, 96] load that a (dead) matmul places in Mat inherits its NZ layout, off the 16x32 INT8 box, so TFILLPAD_EXPAND, the TMOVs ResolveBackendOpLayouts puts around the relu and the TSTORE are illegal and out stays undefined (signed by the TMOV that computed the stored tile; known/4c3f1df50deb.py is the FP32 form stored straight from the TFILLPAD_EXPAND). The real PyPTO's .pto, simulated (irfuzz sim -sut both -seed 1708172913994003015), has the same illegal TFILLPAD_EXPAND, TMOVs and TSTORE and the same 194 undefined elements from [0 0] (it also loads the operand into L1 as a [2, 96] NZ tile and pushes it from the cube, the nz-tile-below-box.py and push-of-l1.py classes, which the model does not mirror, so its vector core waits on that pop). The unminimized kernel ([72, 97], 6984 elements) stops the real PyPTO first at ExpandMixedKernel's UseAfterDef (expand-mixed-tpop-type-keeps-original-param.py), where the model departs

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 96], pl.INT8], out: pl.Out[pl.Tensor[[2, 97], pl.INT8]]) -> pl.Tensor[[2, 97], pl.INT8]:
        t_4: pl.Tile[[2, 96], pl.INT8] = pl.tile.load(x, [0, 0], [2, 96], [2, 96], target_memory=None)
        p: pl.Tile[[2, 97], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad_expand(t_4, [2, 97], pad_value=pl.PadValue.zero)
        t_8: pl.Tile[[96, 2], pl.INT8] = pl.tile.create([96, 2], dtype=pl.INT8, target_memory=None)
        acc_2: pl.Tile[[2, 2], pl.INT32, pl.Mem.Acc] = pl.tile.matmul(t_4, t_8)
        v_4: pl.Tile[[2, 97], pl.INT8, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.relu(p)
        o: pl.Tensor[[2, 97], pl.INT8] = pl.tile.store(v_4, [0, 0], out)
        return o
