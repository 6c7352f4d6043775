# irfuzz corpus v1
# signature: soundness | mismatch |  | every verifier accepted every stage, yet output '_' differs from the reference at element [_]: want N, got N (N elements differ); stored by TSTORE from TFULL |  | x
# status: open
# oracle: soundness
# property: mismatch
# pass:
# profile: ClusterOutlined
# backend: Ascend910B
# faults:
# seed: 8213878342262923803
# case: 888
# generator: gen/v1
# statements: 7
# count: 1
# first_seen: 2026-12-07T20:28:55Z
# last_seen: 2026-12-07T20:28:55Z
# pypto_finding: optimize-orch-inplace-clobbers-orch-input.py
# class: silent
# pinned: src/ir/transforms/optimize_orch_tensors_pass.cpp:298-450, :560-576 (IsPairingSafeAtCallSite counts uses, not whether the In argument is the orchestration's own parameter)
# kind: pypto-bug
# upstream: not reported upstream; docs/findings.md, "OptimizeOrchTensors writes over an orchestration input"
# note: OptimizeOrchTensors merges the kernel's Out parameter into the In parameter it loads whole into a loop carry; the In argument is main's own input, so the kernel stores over the caller's tensor (the real PyPTO does the same, sim -sut pypto)

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[2, 3], pl.FP32], rows: pl.Scalar[pl.INDEX], x_1: pl.Tensor[[3, 2], pl.FP32], out: pl.Out[pl.Tensor[[3, 2], pl.INT32]], x_2: pl.Tensor[[3, 2], pl.INT32], x_3: pl.Tensor[[3, 2], pl.INT32], x_4: pl.Tensor[[2, 2], pl.INT32], out_1: pl.Out[pl.Tensor[[2, 2], pl.INT32]]) -> tuple[pl.Tensor[[3, 2], pl.INT32], pl.Tensor[[2, 2], pl.INT32]]:
        t_2: pl.Tile[[2, 2], pl.INT32] = pl.tile.load(x_4, [0, 0], [2, 2], [2, 2], target_memory=None)
        for i, (o, s) in pl.range(3, init_values=(out, t_2)):
            s_1: pl.Tile[[2, 2], pl.INT32, pl.Mem.Vec] = pl.tile.full([2, 2], dtype=pl.INT32, value=0)
            o_2, s_2 = pl.yield_(out, s_1)
        o_3: pl.Tensor[[2, 2], pl.INT32] = pl.tile.store(s_2, [0, 0], out_1)
        return o_2, o_3
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[2, 3], pl.FP32], x_1: pl.Tensor[[3, 2], pl.FP32], x_2: pl.Tensor[[3, 2], pl.INT32], x_3: pl.Tensor[[3, 2], pl.INT32], x_4: pl.Tensor[[2, 2], pl.INT32]) -> tuple[pl.Tensor[[3, 2], pl.INT32], pl.Tensor[[2, 2], pl.INT32]]:
        out: pl.Tensor[[3, 2], pl.INT32] = pl.tensor.create([3, 2], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        out_1: pl.Tensor[[2, 2], pl.INT32] = pl.tensor.create([2, 2], dtype=pl.INT32, layout=pl.TensorLayout.ND)
        r: pl.Tuple[pl.Tensor[[3, 2], pl.INT32], pl.Tensor[[2, 2], pl.INT32]] = self.kernel(x, 2, x_1, out, x_2, x_3, x_4, out_1)
        return r[0], r[1]
