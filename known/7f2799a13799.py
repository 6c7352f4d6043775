# irfuzz corpus v1
# signature: differential |  |  | output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TADD |  | x
# status: open
# oracle: differential
# property:
# pass:
# profile: IncoreTileOps
# backend: Ascend950
# faults:
# seed: 7332749123181095486
# case: 3512
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-08T00:21:25Z
# last_seen: 2026-12-08T00:21:25Z
# pypto_finding: optimize-orch-inplace-clobbers-orch-input.py
# class: silent
# pinned: src/ir/transforms/optimize_orch_tensors_pass.cpp:298-450, :560-576 (IsPairingSafeAtCallSite counts uses, not whether the In argument is the orchestration's own parameter)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "OptimizeOrchTensors writes over an orchestration input"
# note: the kernel loads its In tensor x_2 whole into a loop carry (s_1 = s + s, twice) and stores the carry's final value into out_4; main passes its own input x_2, used nowhere else, so OptimizeOrchTensors merges out_4 into x_2 and the kernel stores 4x over main's input. The real PyPTO's .pto, simulated (irfuzz sim -sut both -seed 7332749123181095486), gives the same wrong x_2 as the model's (element [0 0]: want 3, got 12, 4 elements); the unminimized kernel passes a tensor.slice of main's input x_full_5 (x_6) and both give element [0 1]: want 4, got 32, 4586 elements. The class of known/be9f27b63747.py, here with the carry computed by TADD
# origin: mutant

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 2], pl.FP16], out: pl.Out[pl.Tensor[[2, 2], pl.FP16]], out_1: pl.Out[pl.Tensor[[2, 2], pl.FP16]], out_2: pl.Out[pl.Tensor[[2, 2], pl.FP16]], out_3: pl.Out[pl.Tensor[[2, 2], pl.FP32]], x_1: pl.Tensor[[2, 2], pl.FP32], x_2: pl.Tensor[[2, 2], pl.FP32], out_4: pl.Out[pl.Tensor[[2, 2], pl.FP32]]) -> tuple[pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 2], pl.FP32]]:
        t_1: pl.Tile[[2, 2], pl.FP32] = pl.tile.load(x_2, [0, 0], [2, 2], [2, 2], target_memory=None)
        for i, (o_3, s) in pl.range(2, init_values=(out_3, t_1)):
            s_1: pl.Tile[[2, 2], pl.FP32, pl.Mem.Vec] = pl.tile.add(s, s)
            o_5, s_2 = pl.yield_(out_3, s_1)
        o_6: pl.Tensor[[2, 2], pl.FP32] = pl.tile.store(s_2, [0, 0], out_4)
        return x, x, x, o_5, o_6
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[2, 2], pl.FP16], out: pl.Out[pl.Tensor[[2, 2], pl.FP16]], out_1: pl.Out[pl.Tensor[[2, 2], pl.FP16]], out_2: pl.Out[pl.Tensor[[2, 2], pl.FP32]], x_1: pl.Tensor[[2, 2], pl.FP32], x_2: pl.Tensor[[2, 2], pl.FP32]) -> tuple[pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 2], pl.FP32]]:
        out_3: pl.Tensor[[2, 2], pl.FP16] = pl.tensor.create([2, 2], dtype=pl.FP16, layout=pl.TensorLayout.ND)
        out_4: pl.Tensor[[2, 2], pl.FP32] = pl.tensor.create([2, 2], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tuple[pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP16], pl.Tensor[[2, 2], pl.FP32], pl.Tensor[[2, 2], pl.FP32]] = self.kernel(x, out_3, out, out_1, out_2, x_1, x_2, out_4)
        return r[0], r[1], r[2], r[3], r[4]
