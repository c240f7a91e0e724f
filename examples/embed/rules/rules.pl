% Business rules of a small shop, kept in Prolog so that they can change
% without recompiling the C++ program that uses them (host.cpp). The host
% provides the stock levels (stock/2, a foreign predicate) and asks for
% each order's verdict.

% A customer's tier, from their spending so far.
tier(Customer, gold)   :- spent(Customer, S), S >= 1000, !.
tier(Customer, silver) :- spent(Customer, S), S >= 200, !.
tier(_, standard).

spent(alice, 1520).
spent(bob, 310).
spent(carol, 40).

price(book, 12).
price(lamp, 45).
price(desk, 230).

discount(gold, 15).
discount(silver, 5).
discount(standard, 0).

% verdict(+Customer, +Items, -Verdict): Items is a list of Item-Count.
verdict(_Customer, Items, rejected(out_of_stock(Item))) :-
    member(Item-Count, Items),
    stock(Item, Have),
    Have < Count, !.
verdict(Customer, Items, accepted(Total)) :-
    tier(Customer, Tier),
    discount(Tier, Percent),
    foldl(add_line, Items, 0, Gross),
    Total is Gross - Gross * Percent // 100.

add_line(Item-Count, Sum0, Sum) :-
    price(Item, Price),
    Sum is Sum0 + Price * Count.
