import pypto.language as pl

WIDTH = 3


@pl.program
class Fanin:
    @pl.function(type=pl.FunctionType.InCore)
    def produce(self, part: pl.Out[pl.Tensor[[32], pl.FP16]]) -> pl.Tensor[[32], pl.FP16]:
        return part

    @pl.function(type=pl.FunctionType.InCore)
    def reduce(self, acc: pl.Tensor[[32], pl.FP16]) -> pl.Tensor[[32], pl.FP16]:
        return acc

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def drive(self, buf: pl.Tensor[[32], pl.FP16]) -> pl.Tensor[[32], pl.FP16]:
        with pl.manual_scope():
            ids = pl.array.create(WIDTH, pl.TASK_ID)
            for w in pl.range(WIDTH):
                _part, tid = pl.submit(self.produce, buf)
                ids[w] = tid
            counts = pl.array.create(2, pl.INT32)
            counts[0] = 5
            first = ids[0]
            res, last = pl.submit(self.reduce, buf, deps=[ids[k] for k in range(WIDTH) if k % 2 == 0])
            res2, _ = pl.submit(self.reduce, res, deps=[first, None, last])
            res3, _ = pl.submit(self.reduce, res2, deps=[ids])
            with pl.at(level=pl.Level.CORE_GROUP, deps=[ids[1], [ids[j] for j in (0, 2)]]) as done:
                pl.system.bar_v()
        return res3

    @pl.function(type=pl.FunctionType.Orchestration)
    def chain(self, buf: pl.Tensor[[32], pl.FP16]) -> pl.Tensor[[32], pl.FP16]:
        with pl.manual_scope():
            prev = None
            for i, (acc, prev_tid) in pl.range(2, init_values=(buf, prev)):
                nxt, t = pl.submit(self.reduce, acc, deps=[prev_tid])
                acc2, tid2 = pl.yield_(nxt, t)
        return acc2
