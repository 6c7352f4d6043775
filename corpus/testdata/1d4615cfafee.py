# irfuzz corpus v1
# signature: "contract | SSAForm | ConvertToSSA | Variable '_' defined twice in function '_' |  | "
# status: open
# oracle: contract
# property: SSAForm
# pass: ConvertToSSA
# profile: Default
# backend:
# faults:
# seed: 20
# case: 17
# generator: gen/v1
# statements: 2
# count: 1
# first_seen: 2026-01-06T08:00:00Z
# last_seen: 2026-01-06T08:00:00Z
# choices: 3.0.80.2.2.0*3.62.15.66.62.3.0.1.0.1.30.45

# pypto.program: Fuzz
import pypto.language as pl

@pl.program
class Fuzz:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[64, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=None)
        o: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(t, [0, 16], out)
        return o
